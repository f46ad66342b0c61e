// Copies the table dataset of pdf-parse-bench (phorn1/pdf-parse-bench, MIT): PDFs typeset with
// LaTeX around tables taken from arXiv papers, each with the LaTeX source of its tables as the
// truth, out of a copy of that repository into a folder of your choosing, for the table benchmark
// to read through DISTILLATE_PDFPARSEBENCH_DIR. None of it is ever committed here. The suite is
// held out from round 18 on: nobody tunes a rule on it, and the benchmark prints its totals only.
//
//   node scripts/extractPdfParseBenchSuite.ts <pdf-parse-bench repository> <output folder> [--ref <commit>]
//
// Each `data/2026-q1-tables-only/pdfs/<n>.pdf` has `ground_truth/<n>.json`: the document's
// segments in order, text or table, a table as the `tabular` it was typeset from. The PDF is
// made from that source, so the truth is exact by construction rather than a person's reading;
// it gives no page or outline, only the tables' order and cells. Each table is turned into the
// grid a reader sees (scripts/latexTabular.ts); a PDF with a table that cannot be turned is left
// out whole, as keeping the PDF without that table would count a right table there as false.
//
// Output: <id>.pdf and <id>.json ({ id, pdf, truth, tables: grids, cells, uncertainCells, guessed:
// per table the [row, column] of each guessed cell }), with
// PDFPARSEBENCH-CASES.json (kept and left out, and why) and PDFPARSEBENCH-SOURCE.txt.
import fs from "node:fs";
import path from "node:path";
import { latexTabularGrid, LatexTabularError } from "./latexTabular.ts";
import { commitIn, gitIn, pdfAt, sourceAndTarget, writeCase, writeSourceNote } from "./extractedFolder.ts";
import { runExtractScript } from "./runExtractScript.ts";

export const PARSEBENCH_CASES_FILE = "PDFPARSEBENCH-CASES.json";
const SOURCE_NOTE = "PDFPARSEBENCH-SOURCE.txt";
const DATASET = "data/2026-q1-tables-only";

export class PdfParseBenchExtractError extends Error {
  override readonly name = "PdfParseBenchExtractError";
}

export interface PdfParseBenchCase {
  id: string;
  /** Where the PDF and its truth came from, inside the repository. */
  pdf: string;
  truth: string;
  /** Expected tables in the document's order, each rows of cell texts (header rows first). */
  tables: string[][][];
  /** The generator's complexity label of each table (simple, moderate, complex). */
  complexity: string[];
  /** Non-empty expected cells, and those whose text rests on a guess (math, an unknown macro). */
  cells: number;
  uncertainCells: number;
  /**
   * Per table, the [row, column] of each cell counted in `uncertainCells`, so a figure can score
   * the cells whose printed text is known apart from the guessed ones. Absent in extractions made
   * before round 39: the split is then "not recorded".
   */
  guessed?: [number, number][][];
}

interface Segment {
  type: string;
  data: string;
  complexity?: string;
}

const fail = (message: string) => new PdfParseBenchExtractError(message);

export function extractPdfParseBenchSuite(repo: string, out: string, ref?: string): { cases: number; tables: number; leftOut: number; commit: string } {
  const { source, target } = sourceAndTarget(repo, out, fail);
  const commit = commitIn(source, ref ?? "HEAD", fail);
  const names = gitIn(source, ["ls-tree", "--name-only", `${commit}:${DATASET}/pdfs`]).stdout.toString().split("\n").filter((n) => n.endsWith(".pdf")).sort();
  if (names.length === 0) throw new PdfParseBenchExtractError(`${source} at ${commit.slice(0, 12)} has no ${DATASET}/pdfs: is it phorn1/pdf-parse-bench?`);
  const cases: { c: PdfParseBenchCase; pdf: Buffer }[] = [];
  const leftOut: { id: string; reason: string }[] = [];
  for (const name of names) {
    const id = name.replace(/\.pdf$/, "");
    const pdfPath = `${DATASET}/pdfs/${name}`;
    const truthPath = `${DATASET}/ground_truth/${id}.json`;
    const pdf = pdfAt(source, commit, pdfPath);
    if (!pdf) {
      leftOut.push({ id, reason: "no PDF (absent, or a Git LFS pointer in this copy)" });
      continue;
    }
    const raw = gitIn(source, ["show", `${commit}:${truthPath}`]);
    if (raw.status !== 0) {
      leftOut.push({ id, reason: `no ${truthPath}` });
      continue;
    }
    try {
      const segments = JSON.parse(raw.stdout.toString("utf8")) as Segment[];
      const tables = segments.filter((s) => s.type === "table").map((s) => ({ grid: latexTabularGrid(s.data), complexity: s.complexity ?? "" }));
      const empty = tables.findIndex((t) => t.grid.rows.length === 0);
      if (empty >= 0) throw new LatexTabularError(`table ${empty + 1} has no cell text`);
      cases.push({
        c: {
          id,
          pdf: pdfPath,
          truth: truthPath,
          tables: tables.map((t) => t.grid.rows),
          complexity: tables.map((t) => t.complexity),
          cells: tables.reduce((n, t) => n + t.grid.cells, 0),
          uncertainCells: tables.reduce((n, t) => n + t.grid.uncertain, 0),
          guessed: tables.map((t) => t.grid.guessed),
        },
        pdf,
      });
    } catch (error) {
      if (error instanceof LatexTabularError || error instanceof SyntaxError) leftOut.push({ id, reason: `its truth cannot be turned into grids: ${error.message}` });
      else throw error;
    }
  }
  fs.mkdirSync(target, { recursive: true });
  for (const { c, pdf } of cases) writeCase(target, c.id, pdf, c);
  const tables = cases.reduce((n, k) => n + k.c.tables.length, 0);
  const cells = cases.reduce((n, k) => n + k.c.cells, 0);
  const uncertain = cases.reduce((n, k) => n + k.c.uncertainCells, 0);
  fs.writeFileSync(path.join(target, PARSEBENCH_CASES_FILE), `${JSON.stringify({ commit, dataset: DATASET, tables, cells, uncertainCells: uncertain, cases: cases.map(({ c }) => ({ id: c.id, tables: c.tables.length })), leftOut }, null, 1)}\n`);
  writeSourceNote(target, SOURCE_NOTE, "pdf-parse-bench's table dataset (phorn1/pdf-parse-bench, MIT licence): PDFs typeset from LaTeX around tables from arXiv papers, with that LaTeX as the truth, extracted for Distillate's table benchmark, held out.", [
    `commit: ${commit}`,
    `dataset: ${DATASET}`,
    `cases: ${cases.length}, expected tables: ${tables}, expected cells: ${cells} (${uncertain} from math or unknown macros); PDFs left out: ${leftOut.length} (${PARSEBENCH_CASES_FILE} says why)`,
  ]);
  return { cases: cases.length, tables, leftOut: leftOut.length, commit };
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractPdfParseBenchSuite.ts <pdf-parse-bench repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_PDFPARSEBENCH_DIR",
    knownError: PdfParseBenchExtractError,
    extract: (repository, output, ref) => {
      const r = extractPdfParseBenchSuite(repository, output, ref);
      return `Wrote ${r.cases} cases (${r.tables} expected tables; ${r.leftOut} PDFs left out) from commit ${r.commit.slice(0, 12)} into ${path.resolve(output)}.`;
    },
  });
}
