import fs from "node:fs";
import path from "node:path";
import { columnHeadings, gridRows, tableWidth, type ParsedTable } from "../../src-main/contract/tables.ts";
import { norm } from "./paperTruth.ts";

/** One table of `tables.json` (its conventions are at the top of that file). */
export interface TableTruth {
  file: string;
  folder: string;
  page: number;
  label: string;
  caption: string;
  nCols: number;
  nBodyRows: number;
  headerRows: number;
  header: string[];
  sampleRows: { rowIndex: number; cells: string[] }[];
  spansPages: boolean;
  rotated: boolean;
  ruled: string;
  notes: string;
}

export interface TablesTruth {
  tables: TableTruth[];
  noTables: { file: string; note: string }[];
}

export function readTablesTruth(dir: string): TablesTruth {
  return JSON.parse(fs.readFileSync(path.join(dir, "tables.json"), "utf8")) as TablesTruth;
}

/** The conventions' normalisation: wrapped lines joined by one space, look-alike characters as the reader sees them. */
export function cellNorm(text: string): string {
  return norm(text.replace(/[\u2010\u2011]/g, "-").replace(/\u00a0/g, " "));
}

/** "TABLE 1", "Table 1" and "T A B L E 1" name the same table. */
const labelKey = (label: string | null) => (label ?? "").replace(/\s+/g, "").toLowerCase();

export interface TableScore {
  file: string;
  label: string;
  found: boolean;
  labelRight: boolean;
  /** "rows x columns" found, against the truth's. */
  shape: string;
  shapeRight: boolean;
  headerRight: boolean;
  cells: [number, number];
  rows: [number, number];
  /** Sample cells read wrong: wanted → got. */
  wrong: string[];
}

/** Finds the table the truth names (its label on its first page) among those read, and scores it. */
export function scoreTable(truth: TableTruth, tables: readonly ParsedTable[]): { score: TableScore; match: ParsedTable | null } {
  const match = tables.find((t) => labelKey(t.label) === labelKey(truth.label) && t.page === truth.page) ?? null;
  const cellsWanted = truth.sampleRows.reduce((n, r) => n + r.cells.length, 0);
  const empty: TableScore = { file: truth.file, label: truth.label, found: false, labelRight: false, shape: "-", shapeRight: false, headerRight: false, cells: [0, cellsWanted], rows: [0, truth.sampleRows.length], wrong: [] };
  if (!match) return { score: empty, match };
  const width = tableWidth(match);
  const body = gridRows(match.rows);
  const headings = columnHeadings(match).map(cellNorm);
  let cells = 0;
  let rows = 0;
  const wrong: string[] = [];
  for (const sample of truth.sampleRows) {
    const got = body[sample.rowIndex] ?? [];
    let exact = got.length === sample.cells.length;
    sample.cells.forEach((cell, i) => {
      if (cellNorm(got[i] ?? "") === cellNorm(cell)) cells++;
      else {
        exact = false;
        wrong.push(`r${sample.rowIndex}c${i}: ${JSON.stringify(cell)} → ${JSON.stringify(got[i] ?? null)}`);
      }
    });
    if (exact) rows++;
  }
  return {
    match,
    score: {
      file: truth.file,
      label: truth.label,
      found: true,
      labelRight: match.label === truth.label,
      shape: `${match.rows.length}x${width} (${truth.nBodyRows}x${truth.nCols})`,
      shapeRight: match.rows.length === truth.nBodyRows && width === truth.nCols,
      headerRight: headings.length === truth.header.length && headings.every((h, i) => h === cellNorm(truth.header[i]!)),
      cells: [cells, cellsWanted],
      rows: [rows, truth.sampleRows.length],
      wrong,
    },
  };
}

export interface TableTotals {
  tables: number;
  found: number;
  labels: number;
  shapes: number;
  headers: number;
  cells: [number, number];
  rows: [number, number];
  falseTables: number;
  papers: number;
}

export function tableTotals(scores: readonly TableScore[], falseTables: number, papers: number): TableTotals {
  const sum = (pick: (s: TableScore) => [number, number]): [number, number] => scores.map(pick).reduce<[number, number]>((a, [f, w]) => [a[0] + f, a[1] + w], [0, 0]);
  return {
    tables: scores.length,
    found: scores.filter((s) => s.found).length,
    labels: scores.filter((s) => s.labelRight).length,
    shapes: scores.filter((s) => s.shapeRight).length,
    headers: scores.filter((s) => s.headerRight).length,
    cells: sum((s) => s.cells),
    rows: sum((s) => s.rows),
    falseTables,
    papers,
  };
}
