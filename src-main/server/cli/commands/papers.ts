import { defineCommand } from "../CliCommand.ts";

export const papersCommand = defineCommand({
  path: ["papers"],
  summary: "List the papers in the library, newest import first.",
  async run({ io, json, core }) {
    const papers = await core().services.library.listPapers();
    if (json) {
      io.stdout(JSON.stringify(papers, null, 2) + "\n");
      return 0;
    }
    if (papers.length === 0) {
      io.stdout("The library is empty. Add papers with: distillate import <files|folders>...\n");
      return 0;
    }
    const idWidth = Math.max(2, ...papers.map((p) => String(p.id).length));
    const lines = papers.map((p) => {
      const byline = [p.authors[0] && (p.authors.length > 1 ? `${p.authors[0]} et al.` : p.authors[0]), p.doi].filter(Boolean).join(", ");
      return `${String(p.id).padStart(idWidth)}  ${String(p.pages).padStart(4)} pp  ${p.title ?? "(untitled)"}${byline ? `  (${byline})` : ""}`;
    });
    io.stdout([`${"id".padStart(idWidth)}  pages    title`, ...lines].join("\n") + "\n");
    return 0;
  },
});
