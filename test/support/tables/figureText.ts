/**
 * How the table suites print a figure and the rows every grid-scored suite shares, so the same
 * figure reads the same in each suite's table (docs/table-measures.md says how each is computed).
 */
import type { GridFigures, Tally } from "./gridFigures.ts";

/** "hit/of (p%)", or "hit/0" when nothing was expected. */
export const pct = (hit: number, of: number) => (of > 0 ? `${hit}/${of} (${((100 * hit) / of).toFixed(1)}%)` : `${hit}/0`);
export const tallyText = (x: Tally) => pct(x.hit, x.of);
export const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
export const f1 = (p: number, r: number) => (p + r > 0 ? (2 * p * r) / (p + r) : 0);
export const three = (n: number) => n.toFixed(3);

/** What a suite's totals hold about the expected grids it scored. */
export interface GridTotals {
  found: number;
  shapeRight: number;
  cellsAtPlace: Tally;
  rowsExact: Tally;
}

/**
 * The grid rows of a suite's totals, in the order every suite prints them: found, shape, cells,
 * rows, texts. `labels` name the first two as the suite pairs tables and counts rows and columns;
 * a suite without `textsFound` leaves that row out.
 */
export function gridRows(s: GridTotals & { textsFound?: Tally }, expected: number, labels: { found: string; shape: string }) {
  return [
    { figure: labels.found, value: pct(s.found, expected) },
    { figure: labels.shape, value: pct(s.shapeRight, expected) },
    { figure: "cells exact at their place", value: tallyText(s.cellsAtPlace) },
    { figure: "rows exact", value: tallyText(s.rowsExact) },
    ...(s.textsFound ? [{ figure: "expected cell texts found in the found table, place aside", value: tallyText(s.textsFound) }] : []),
  ];
}

/** The grid rows again once a peer's conventions are mapped (`mapping` says which). */
export function mappedGridRows(m: Omit<GridTotals, "found"> & { expectedTables: number }, mapping: string) {
  return [
    { figure: `shape right, ${mapping}`, value: pct(m.shapeRight, m.expectedTables) },
    { figure: "cells exact at their place, conventions mapped", value: tallyText(m.cellsAtPlace) },
    { figure: "rows exact, conventions mapped", value: tallyText(m.rowsExact) },
  ];
}

/** One expected table's columns in a per-table listing; `truth` names whose grid is expected. */
export function gridColumns(x: { found: boolean; grid: GridFigures }, truth: string) {
  return {
    found: x.found ? "yes" : "NO",
    [`rows x cols (${truth})`]: `${x.grid.expectedShape[0]} x ${x.grid.expectedShape[1]}`,
    "found shape": x.found ? `${x.grid.foundShape[0]} x ${x.grid.foundShape[1]}` : "-",
    "cells at place": tallyText(x.grid.cellsAtPlace),
    "rows exact": tallyText(x.grid.rowsExact),
  };
}
