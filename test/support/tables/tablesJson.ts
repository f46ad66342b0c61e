/**
 * The shared papers' table truth (`../shared/fixtures/papers-more/tables.json`, its conventions
 * at its top): for each table its label, page, columns, body rows, header levels, column headings
 * and three sample rows cell by cell; and the papers with no table, which must yield none. A
 * found table is paired with an expected one by its label (case and spacing aside), else by page.
 */
import fs from "node:fs";
import path from "node:path";
import { type ParsedTable, type TableRuling } from "../../../src-main/contract/tables.ts";
import { columnHeadings, tableWidth } from "../../../src-main/contract/tableGrid.ts";
import { exactText } from "./cellText.ts";
import { addTally, tally, type Tally } from "./gridFigures.ts";
import { gridOf, placeRows } from "./placedCells.ts";

export interface TruthTable {
  file: string;
  folder: string;
  page: number;
  label: string | null;
  caption: string;
  nCols: number;
  nBodyRows: number;
  headerRows: number;
  header: string[];
  sampleRows: { rowIndex: number; cells: string[] }[];
  spansPages: boolean;
  rotated: boolean;
  ruled: "full grid" | "horizontal rules only" | "none";
}

export interface TablesTruth {
  tables: TruthTable[];
  noTables: { file: string }[];
  /** Every paper the truth covers (with or without tables), as paths. */
  papers: string[];
}

export function readTablesTruth(file: string): TablesTruth {
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as { tables: TruthTable[]; noTables: { file: string; folder?: string }[] };
  const dir = path.dirname(file);
  const fixtures = path.dirname(dir);
  const papers = [...new Set([...raw.tables.map((t) => path.join(fixtures, t.folder, t.file)), ...raw.noTables.map((t) => path.join(t.folder ? path.join(fixtures, t.folder) : dir, t.file))])].sort();
  return { tables: raw.tables, noTables: raw.noTables, papers };
}

const labelKey = (label: string | null) => (label ?? "").toLowerCase().replace(/\s+/g, " ").trim();

const RULING: Record<TruthTable["ruled"], TableRuling> = { "full grid": "grid", "horizontal rules only": "horizontal", none: "none" };

export interface TruthTableScore {
  truth: TruthTable;
  found: boolean;
  pageRight: boolean;
  /** Body rows and columns as the truth counts them. */
  foundShape: [number, number] | null;
  shapeRight: boolean;
  headerLevelsRight: boolean;
  /** Column headings, levels joined with " / ", each exact. */
  headingsExact: Tally;
  sampleCells: Tally;
  sampleRows: Tally;
  rotatedRight: boolean;
  rulingRight: boolean;
  pagesRight: boolean;
}

/** Pairs one paper's expected tables with those found (label first, then page). */
function pair(expected: readonly TruthTable[], found: readonly ParsedTable[]): number[] {
  const used = new Set<number>();
  const take = (pick: (t: ParsedTable) => boolean) => {
    const j = found.findIndex((t, k) => !used.has(k) && pick(t));
    if (j >= 0) used.add(j);
    return j;
  };
  const out = expected.map((e) => (e.label ? take((t) => labelKey(t.label) === labelKey(e.label)) : -1));
  return out.map((j, i) => (j >= 0 ? j : take((t) => t.page === expected[i]!.page)));
}

export function scorePaperTables(expected: readonly TruthTable[], found: readonly ParsedTable[]): { scores: TruthTableScore[]; falseTables: number } {
  const pairing = pair(expected, found);
  const scores = expected.map((truth, i): TruthTableScore => {
    const t = pairing[i]! >= 0 ? found[pairing[i]!]! : null;
    const samples = tally();
    const rows = tally();
    const headings = tally(0, truth.header.length);
    if (!t) {
      for (const s of truth.sampleRows) {
        rows.of++;
        samples.of += s.cells.length;
      }
      return { truth, found: false, pageRight: false, foundShape: null, shapeRight: false, headerLevelsRight: false, headingsExact: headings, sampleCells: samples, sampleRows: rows, rotatedRight: false, rulingRight: false, pagesRight: false };
    }
    const body = gridOf(placeRows(t.rows));
    for (const s of truth.sampleRows) {
      const row = body[s.rowIndex] ?? [];
      const exact = s.cells.filter((cell, k) => exactText(row[k] ?? "") === exactText(cell)).length;
      samples.of += s.cells.length;
      samples.hit += exact;
      rows.of++;
      if (exact === s.cells.length && row.length === s.cells.length) rows.hit++;
    }
    const names = columnHeadings(t);
    headings.hit = truth.header.filter((h, k) => exactText(names[k] ?? "") === exactText(h)).length;
    const width = tableWidth(t);
    return {
      truth,
      found: true,
      pageRight: t.page === truth.page,
      foundShape: [t.rows.length, width],
      shapeRight: t.rows.length === truth.nBodyRows && width === truth.nCols,
      headerLevelsRight: t.header.length === truth.headerRows,
      headingsExact: headings,
      sampleCells: samples,
      sampleRows: rows,
      rotatedRight: t.rotated === truth.rotated,
      rulingRight: t.ruling === RULING[truth.ruled],
      pagesRight: t.pages.length > 1 === truth.spansPages,
    };
  });
  return { scores, falseTables: found.length - pairing.filter((j) => j >= 0).length };
}

export interface TablesTruthTotals {
  papers: number;
  tables: number;
  found: number;
  pageRight: number;
  shapeRight: number;
  headerLevelsRight: number;
  headingsExact: Tally;
  sampleCells: Tally;
  sampleRows: Tally;
  rotatedRight: number;
  rulingRight: number;
  pagesRight: number;
  falseTables: number;
  /** Tables found in the papers the truth says have none. */
  tablesInPapersWithout: number;
}

export function tablesTruthTotals(papers: number, scores: readonly TruthTableScore[], falseTables: number, tablesInPapersWithout: number): TablesTruthTotals {
  const count = (pick: (s: TruthTableScore) => boolean) => scores.filter(pick).length;
  const sum = (pick: (s: TruthTableScore) => Tally) => scores.reduce((a, s) => addTally(a, pick(s)), tally());
  return {
    papers,
    tables: scores.length,
    found: count((s) => s.found),
    pageRight: count((s) => s.pageRight),
    shapeRight: count((s) => s.shapeRight),
    headerLevelsRight: count((s) => s.headerLevelsRight),
    headingsExact: sum((s) => s.headingsExact),
    sampleCells: sum((s) => s.sampleCells),
    sampleRows: sum((s) => s.sampleRows),
    rotatedRight: count((s) => s.rotatedRight),
    rulingRight: count((s) => s.rulingRight),
    pagesRight: count((s) => s.pagesRight),
    falseTables,
    tablesInPapersWithout,
  };
}
