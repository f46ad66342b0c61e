import { allDatasets, DATASETS_PAGE_MAX } from "../../../contract/datasetListPages.ts";
import { allPapers, PAPERS_PAGE_MAX } from "../../../contract/paperListPages.ts";
import { allDatasetTexts, DATASET_TEXTS_PAGE_MAX } from "../../../contract/datasetTextPages.ts";
import { defineCommand } from "../CliCommand.ts";
import { describeDataset, listDatasetTexts } from "./datasetFormat.ts";

export const papersCommand = defineCommand({
  path: ["papers"],
  summary: "List the papers in the library, newest import first, then the imported QA datasets apart from them.",
  options: {
    dataset: { type: "string", value: "<file name>", help: "List the texts an imported dataset brought instead, in its order", default: "the papers" },
  },
  async run({ io, json, core }, values) {
    const { library, datasets: datasetsService } = core().services;
    if (values.dataset !== undefined) return listDatasetTexts(io, json, values.dataset, await allDatasetTexts((after) => datasetsService.listTextsPage({ dataset: values.dataset!, after, limit: DATASET_TEXTS_PAGE_MAX })));
    const [papers, datasets] = await Promise.all([allPapers((after) => library.listPapersPage({ after, limit: PAPERS_PAGE_MAX })), allDatasets((after) => datasetsService.listDatasetsPage({ after, limit: DATASETS_PAGE_MAX }))]);
    if (json) {
      io.stdout(JSON.stringify(papers, null, 2) + "\n");
      return 0;
    }
    const out: string[] = [];
    if (papers.length === 0) out.push(`${datasets.length === 0 ? "The library is empty" : "No papers in the library"}. Add papers with: distillate import <files|folders>...`);
    else {
      const idWidth = Math.max(2, ...papers.map((p) => String(p.id).length));
      const lines = papers.map((p) => {
        const byline = [p.authors[0] && (p.authors.length > 1 ? `${p.authors[0]} et al.` : p.authors[0]), p.doi].filter(Boolean).join(", ");
        return `${String(p.id).padStart(idWidth)}  ${String(p.pages).padStart(4)} pp  ${p.title ?? "(untitled)"}${byline ? `  (${byline})` : ""}`;
      });
      out.push(`${papers.length} ${papers.length === 1 ? "paper" : "papers"}`, `${"id".padStart(idWidth)}  pages    title`, ...lines);
    }
    // An imported dataset's texts are not papers: one line each dataset, its texts behind --dataset.
    if (datasets.length > 0) {
      out.push("", `Imported QA datasets (not papers; list one's texts with: distillate papers --dataset <file name>)`, ...datasets.map((d) => `  ${describeDataset(d)}`));
    }
    io.stdout(out.join("\n") + "\n");
    return 0;
  },
});
