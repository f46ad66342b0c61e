import type { PaperDetail } from "../../../contract/papers.ts";
import { FIELD_ORIGIN_LABELS, READ_FIELD_LABELS, READ_FIELDS } from "../../../contract/readingNotes.ts";
import { defineCommand, UsageError } from "../CliCommand.ts";
import { correctionLabel } from "./papersEdit.ts";

export const showCommand = defineCommand({
  path: ["show"],
  summary: "Show one paper as read: metadata, abstract, outline of sections, references.",
  usage: "<paperId>",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const [id, extra] = positionals;
    if (id === undefined || extra !== undefined || !/^[1-9]\d*$/.test(id)) {
      throw new UsageError(`Name one paper by its id (a positive whole number; "distillate papers" lists them).`);
    }
    const paper = await core().services.library.getPaper(Number(id));
    io.stdout((json ? JSON.stringify(paper, null, 2) : describePaper(paper)) + "\n");
    return 0;
  },
});

function describePaper(paper: PaperDetail): string {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  const lines = [
    `#${paper.id}  ${paper.title ?? "(untitled)"}`,
    `Authors     ${paper.authors.join(", ") || "-"}`,
    `DOI         ${paper.doi ?? "-"}`,
    `Language    ${paper.language ?? "-"}    Pages ${paper.pages}`,
  ];
  if (paper.year !== null || paper.venue !== null) lines.push(`Published   ${[paper.venue, paper.year].filter((v) => v !== null).join(", ")}`);
  if (paper.edited.length > 0) {
    lines.push(`Corrected   ${paper.edited.map(correctionLabel).join(", ")}`);
  }
  if (paper.keywords.length > 0) lines.push(`Keywords    ${paper.keywords.join("; ")}`);
  // What the reader is unsure of comes before the text it is unsure of; `papers edit` settles it.
  paper.reading.doubts.forEach((doubt, i) => lines.push(`${i === 0 ? "To check    " : "            "}${doubt.message}`));
  lines.push("", "Abstract", ...wrap(paper.abstract ?? "(none found)", 88).map((l) => `  ${l}`), "", "Sections");
  if (paper.sections.length === 0) lines.push("  (no headings found)");
  for (const section of paper.sections) {
    const heading = section.heading || "(before the first heading)";
    lines.push(`${"  ".repeat(Math.max(1, section.level))}${heading}  [${count(section.paragraphs.length, "paragraph")}]`);
  }
  lines.push("", `${count(paper.captions.length, "caption")}, ${count(paper.references.length, "reference")}`);
  lines.push("", "How each detail was found", ...READ_FIELDS.map((field) => `  ${READ_FIELD_LABELS[field].padEnd(10)}${FIELD_ORIGIN_LABELS[paper.reading.found[field]]}`));
  return lines.join("\n");
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
