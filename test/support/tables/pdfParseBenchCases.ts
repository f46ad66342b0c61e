/**
 * pdf-parse-bench's table dataset (phorn1/pdf-parse-bench, MIT), as
 * scripts/extractPdfParseBenchSuite.ts writes it: PDFs typeset with LaTeX around tables from arXiv
 * papers, the truth each table's `tabular` turned into the grid a reader sees. Held out whole in
 * round 18; from round 19 it is cut in two by the PDF's number: the even-numbered half tunes the
 * reader (each table's figures printed), the odd-numbered half stays held out (totals only, no
 * rule chosen or sized from it). docs/table-measures.md, "pdf-parse-bench".
 *
 * The truth gives no page and no outline, so found tables are paired with expected ones as
 * Camelot's are (pairByTexts.ts), over the whole document: by shared cell texts, a quarter of the
 * expected table's at least. A found table paired with none is a false table. The grid figures
 * are those of every case-based suite (gridFigures.ts), header rows counted as rows.
 */
import fs from "node:fs";
import path from "node:path";
import { PARSEBENCH_CASES_FILE, type PdfParseBenchCase } from "../../../scripts/extractPdfParseBenchSuite.ts";
import { addTally, gridFigures, tableTotals, tally, type GridFigures, type Tally, type TableTotals } from "./gridFigures.ts";
import { cellsAtPlaceByGuess, type CellsByGuess } from "./guessedCells.ts";
import { pairByTexts } from "./pairByTexts.ts";
import { gridOf, placedOfTable } from "./placedCells.ts";
import { extractedSuite, type ExtractedSuite } from "./extractedSuite.ts";
import { readForTables, type ReadForTables } from "./readForTables.ts";
import { withTexConventionsFolded } from "./texConventions.ts";

export const PARSEBENCH_ENV = "DISTILLATE_PDFPARSEBENCH_DIR";
/** Reads one half only: "tuning" or "heldout" (both when unset). */
export const PARSEBENCH_PART_ENV = "DISTILLATE_PDFPARSEBENCH_PART";

export type PdfParseBenchPart = "tuning" | "heldout";
export const PARSEBENCH_PARTS: readonly PdfParseBenchPart[] = ["tuning", "heldout"];

/** The half a case belongs to, fixed by its number so it never moves between runs or rounds. */
export function partOfCase(id: string): PdfParseBenchPart {
  return Number.parseInt(id, 10) % 2 === 0 ? "tuning" : "heldout";
}

/** The halves to read: the one PARSEBENCH_PART_ENV names, or both. */
export function partsToRead(): readonly PdfParseBenchPart[] {
  const want = process.env[PARSEBENCH_PART_ENV];
  if (!want) return PARSEBENCH_PARTS;
  if (want !== "tuning" && want !== "heldout") throw new Error(`${PARSEBENCH_PART_ENV} must be "tuning" or "heldout", not "${want}".`);
  return [want];
}

/** The extracted suite, or why it is not there (a sentence to print). */
export function pdfParseBenchSuite(): ExtractedSuite {
  return extractedSuite({ env: PARSEBENCH_ENV, script: "extractPdfParseBenchSuite.ts", repository: "pdf-parse-bench", marker: PARSEBENCH_CASES_FILE, what: "pdf-parse-bench's tables (half tuning, half held out) are skipped" });
}

export function readPdfParseBenchCases(dir: string): PdfParseBenchCase[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== PARSEBENCH_CASES_FILE)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as PdfParseBenchCase);
}

export interface PdfParseBenchScore {
  case: PdfParseBenchCase;
  /** The reader's error as "name: message", or null when the PDF was read. */
  error: string | null;
  /** `mapped`: the same figures with TeX's spacing and the reader's asterisk folded on both sides (texConventions.ts). */
  tables: { found: boolean; grid: GridFigures; mapped: GridFigures; complexity: string; byGuess: CellsByGuess | null; byGuessMapped: CellsByGuess | null }[];
  falseTables: number;
}

/**
 * Which found table is which expected one. Paired on the texts with TeX's conventions folded on
 * both sides (texConventions.ts): pairing says which table the reader found, not how well it wrote
 * the cells, and a table of intervals "$[0.89,0.91]$" that TeX prints "[0.89, 0.91]" shares none of
 * them raw, so a table read cell for cell was counted missed and false at once. The cell and row
 * figures are still scored raw (and mapped beside them).
 */
export function pairPdfParseBenchTables(expected: readonly (readonly string[])[][], found: readonly (readonly string[])[][]): number[] {
  return pairByTexts(expected.map(withTexConventionsFolded), found.map(withTexConventionsFolded));
}

export function scorePdfParseBenchCase(c: PdfParseBenchCase, read: ReadForTables): PdfParseBenchScore {
  const grids = read.tables.map((t) => gridOf(placedOfTable(t)));
  const pairing = pairPdfParseBenchTables(c.tables, grids);
  return {
    case: c,
    error: read.error ? `${read.error.name}: ${read.error.message}` : null,
    tables: c.tables.map((e, i) => {
      const found = pairing[i]! >= 0 ? grids[pairing[i]!]! : [];
      // Which cells are guessed is recorded from round 39's extraction on; older ones say nothing.
      const guessed = c.guessed?.[i];
      return {
        found: pairing[i]! >= 0,
        grid: gridFigures(e, found),
        mapped: gridFigures(withTexConventionsFolded(e), withTexConventionsFolded(found)),
        complexity: c.complexity[i] ?? "",
        byGuess: guessed ? cellsAtPlaceByGuess(e, found, guessed) : null,
        byGuessMapped: guessed ? cellsAtPlaceByGuess(withTexConventionsFolded(e), withTexConventionsFolded(found), guessed) : null,
      };
    }),
    falseTables: read.tables.length - pairing.filter((j) => j >= 0).length,
  };
}

export interface PdfParseBenchTotals extends TableTotals {
  falseTables: number;
  /** PDFs the reader refused or failed on. */
  errors: number;
  /** Expected cells in all, and those whose text came from math or an unknown macro (a guess). */
  expectedCells: number;
  uncertainCells: number;
  /** Cells exact at their place and rows exact with TeX's conventions mapped. */
  cellsMapped: Tally;
  rowsMapped: Tally;
  /** Cells exact at their place split by known and guessed truth, raw and mapped; null when any case's extraction did not record which cells are guessed. */
  cellsByGuess: CellsByGuess | null;
  cellsByGuessMapped: CellsByGuess | null;
}

function sumByGuess(splits: readonly (CellsByGuess | null)[]): CellsByGuess | null {
  if (splits.some((x) => x === null)) return null;
  return (splits as CellsByGuess[]).reduce((a, x) => ({ known: addTally(a.known, x.known), guessed: addTally(a.guessed, x.guessed) }), { known: tally(), guessed: tally() });
}

export function pdfParseBenchTotals(scores: readonly PdfParseBenchScore[]): PdfParseBenchTotals {
  return {
    ...tableTotals(scores),
    falseTables: scores.reduce((n, s) => n + s.falseTables, 0),
    errors: scores.filter((s) => s.error).length,
    expectedCells: scores.reduce((n, s) => n + s.case.cells, 0),
    uncertainCells: scores.reduce((n, s) => n + s.case.uncertainCells, 0),
    cellsMapped: scores.flatMap((s) => s.tables).reduce((a, t) => addTally(a, t.mapped.cellsAtPlace), tally()),
    rowsMapped: scores.flatMap((s) => s.tables).reduce((a, t) => addTally(a, t.mapped.rowsExact), tally()),
    cellsByGuess: sumByGuess(scores.flatMap((s) => s.tables.map((t) => t.byGuess))),
    cellsByGuessMapped: sumByGuess(scores.flatMap((s) => s.tables.map((t) => t.byGuessMapped))),
  };
}

export interface PdfParseBenchRun {
  part: PdfParseBenchPart;
  totals: PdfParseBenchTotals;
  /** The same figures for the tables of each complexity label the generator gave (false tables are per PDF, so not split). */
  byComplexity: Record<string, TableTotals>;
  scores: PdfParseBenchScore[];
  reads: ReadForTables[];
}

/** Reads and scores one half of the suite. */
export async function measurePdfParseBench(dir: string, part: PdfParseBenchPart, read: (file: string) => Promise<ReadForTables> = readForTables): Promise<PdfParseBenchRun> {
  const scores: PdfParseBenchScore[] = [];
  const reads: ReadForTables[] = [];
  for (const c of readPdfParseBenchCases(dir).filter((x) => partOfCase(x.id) === part)) {
    const r = await read(path.join(dir, `${c.id}.pdf`));
    reads.push(r);
    scores.push(scorePdfParseBenchCase(c, r));
  }
  const labels = [...new Set(scores.flatMap((s) => s.tables.map((t) => t.complexity)))].sort();
  const byComplexity = Object.fromEntries(labels.map((l) => [l, tableTotals(scores.map((s) => ({ tables: s.tables.filter((t) => t.complexity === l) })))]));
  return { part, totals: pdfParseBenchTotals(scores), byComplexity, scores, reads };
}
