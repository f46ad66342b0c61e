/**
 * Camelot's expected rows mapped to what the reader gives, where the two differ by convention
 * rather than by reading (docs/table-measures.md, "Round 16: Camelot"). Only Camelot's text
 * flavors ("network", "stream") are mapped; "lattice" rows are the cells its page's rules draw,
 * as the reader's grid cells are, and stay as they are.
 *
 * - Text flavors build rows from the page's text lines, so a heading printed on three lines is
 *   three rows, and a spanning heading lands in the column its text falls in. The reader gives a
 *   header level per row, each heading one cell over its columns. Both headers are folded into
 *   one row: each column's header texts joined top to bottom. Camelot's header is the rows above
 *   the row that matches the reader's first body row; with no such row nothing is folded.
 * - Text flavors build columns from text, so a column no row has text in (a ruled column left
 *   empty) is none of theirs: columns and rows empty throughout are dropped on both sides.
 */
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { exactText } from "./cellText.ts";
import { gridOf, placedOfTable } from "./placedCells.ts";
import { withoutEmptyLines } from "./tabulaConventions.ts";

type Grid = readonly (readonly string[])[];

/** The flavors whose rows and columns come from the page's text, not its rules. */
export const textFlavor = (flavor: string): boolean => flavor === "network" || flavor === "stream";

/** The first `n` rows folded into one: each column's non-empty texts joined top to bottom. */
export function foldHeader(grid: Grid, n: number): string[][] {
  if (n <= 1) return grid.map((r) => [...r]);
  const width = Math.max(0, ...grid.map((r) => r.length));
  const folded = Array.from({ length: width }, (_, k) =>
    grid
      .slice(0, n)
      .map((r) => exactText(r[k] ?? ""))
      .filter(Boolean)
      .join(" "),
  );
  return [folded, ...grid.slice(n).map((r) => [...r])];
}

/**
 * The index of the expected row that is the found table's first body row: the first row sharing
 * the most texts with it, at least half of that row's texts; -1 when none does.
 */
export function firstBodyRow(expected: Grid, foundBodyRow: readonly string[]): number {
  const wanted = foundBodyRow.map(exactText).filter(Boolean);
  let best = -1;
  let bestShared = 0;
  expected.forEach((row, i) => {
    const pool = row.map(exactText).filter(Boolean);
    const shared = wanted.filter((t) => {
      const at = pool.indexOf(t);
      if (at < 0) return false;
      pool.splice(at, 1);
      return true;
    }).length;
    if (shared > bestShared) [best, bestShared] = [i, shared];
  });
  return 2 * bestShared >= wanted.length && wanted.length > 0 ? best : -1;
}

/** Expected and found grids with Camelot's text-flavor conventions mapped (unchanged for lattice). */
export function camelotMapped(flavor: string, expected: Grid, found: Pick<ParsedTable, "header" | "rows"> | null): { expected: string[][]; found: string[][] } {
  const foundGrid = found ? gridOf(placedOfTable(found)) : [];
  if (!textFlavor(flavor) || !found) return { expected: expected.map((r) => [...r]), found: foundGrid };
  const bodyAt = found.header.length;
  const expectedBodyAt = foundGrid[bodyAt] ? firstBodyRow(expected, foundGrid[bodyAt]) : -1;
  if (expectedBodyAt < 0) return { expected: withoutEmptyLines(expected), found: withoutEmptyLines(foundGrid) };
  return { expected: withoutEmptyLines(foldHeader(expected, expectedBodyAt)), found: withoutEmptyLines(foldHeader(foundGrid, bodyAt)) };
}
