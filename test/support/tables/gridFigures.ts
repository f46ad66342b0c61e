/**
 * Our own plain figures for one expected table against the table found for it, both as grids of
 * strings (header rows first): whether the shape is right, how many expected cells are exact at
 * their place, how many expected rows come out exact somewhere in the found table, and how many
 * expected cell texts are among the found table's cells wherever they are.
 */
import { exactText } from "./cellText.ts";

export interface Tally {
  hit: number;
  of: number;
}

export const tally = (hit = 0, of = 0): Tally => ({ hit, of });
export const addTally = (a: Tally, b: Tally): Tally => ({ hit: a.hit + b.hit, of: a.of + b.of });

export interface GridFigures {
  /** Rows x columns, expected and found. */
  expectedShape: [number, number];
  foundShape: [number, number];
  shapeRight: boolean;
  /** Non-empty expected cells whose text is exact at the same row and column. */
  cellsAtPlace: Tally;
  /** Non-empty expected rows equal, cell by cell, to some found row. */
  rowsExact: Tally;
  /** Non-empty expected cell texts found as the text of some found cell (place ignored). */
  textsFound: Tally;
  /** Both grids (exact texts), kept only when the shape is wrong, so a shape survey can show each miss and map the truth's conventions (shapeConventions.ts). */
  misshapen?: { expected: string[][]; found: string[][] };
  /** Each non-empty expected cell not exact at its place, kept only when the shape is right, so a cell-text survey can sort them by cause (bench/tableCellMisses.ts). */
  cellMisses?: { expected: string; found: string }[];
}

const shape = (grid: readonly (readonly string[])[]): [number, number] => [grid.length, Math.max(0, ...grid.map((r) => r.length))];

export function gridFigures(expected: readonly (readonly string[])[], found: readonly (readonly string[])[]): GridFigures {
  const e = expected.map((r) => r.map(exactText));
  const f = found.map((r) => r.map(exactText));
  const width = Math.max(shape(e)[1], shape(f)[1]);
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill("")].join("\u0000");
  const foundRows = new Map<string, number>();
  for (const r of f) foundRows.set(pad(r), (foundRows.get(pad(r)) ?? 0) + 1);
  const foundTexts = new Map<string, number>();
  for (const t of f.flat()) if (t) foundTexts.set(t, (foundTexts.get(t) ?? 0) + 1);

  const cellsAtPlace = tally();
  const rowsExact = tally();
  const textsFound = tally();
  const cellMisses: { expected: string; found: string }[] = [];
  e.forEach((row, i) => {
    if (row.every((t) => !t)) return;
    rowsExact.of++;
    const key = pad(row);
    if ((foundRows.get(key) ?? 0) > 0) {
      rowsExact.hit++;
      foundRows.set(key, foundRows.get(key)! - 1);
    }
    row.forEach((t, k) => {
      if (!t) return;
      cellsAtPlace.of++;
      if (f[i]?.[k] === t) cellsAtPlace.hit++;
      else cellMisses.push({ expected: t, found: f[i]?.[k] ?? "" });
      textsFound.of++;
      if ((foundTexts.get(t) ?? 0) > 0) {
        textsFound.hit++;
        foundTexts.set(t, foundTexts.get(t)! - 1);
      }
    });
  });
  const [er, ec] = shape(e);
  const [fr, fc] = shape(f);
  const shapeRight = er === fr && ec === fc;
  return { expectedShape: [er, ec], foundShape: [fr, fc], shapeRight, cellsAtPlace, rowsExact, textsFound, ...(shapeRight ? { cellMisses } : { misshapen: { expected: e, found: f } }) };
}

/** What every case-based suite adds up over its expected tables: found, shape and cell tallies. */
export interface TableTotals {
  cases: number;
  expectedTables: number;
  found: number;
  shapeRight: number;
  cellsAtPlace: Tally;
  rowsExact: Tally;
  textsFound: Tally;
}

/** Sums the expected tables of every case; false tables are counted by each suite its own way. */
export function tableTotals(cases: readonly { tables: readonly { found: boolean; grid: GridFigures }[] }[]): TableTotals {
  const all = cases.flatMap((s) => s.tables);
  const sum = (pick: (g: GridFigures) => Tally) => all.reduce((a, t) => addTally(a, pick(t.grid)), tally());
  return {
    cases: cases.length,
    expectedTables: all.length,
    found: all.filter((t) => t.found).length,
    shapeRight: all.filter((t) => t.grid.shapeRight).length,
    cellsAtPlace: sum((g) => g.cellsAtPlace),
    rowsExact: sum((g) => g.rowsExact),
    textsFound: sum((g) => g.textsFound),
  };
}
