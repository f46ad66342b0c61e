/**
 * How a found table's shape differs from its truth, and whether it is right once the truth's
 * conventions are mapped (docs/table-measures.md, "Round 36: shape"). The mapped figure is ours,
 * not any suite's, and is printed beside the plain one, never instead of it. Each convention is
 * mechanical and changes no cell the page prints:
 *
 * - Empty lines: rows and columns empty throughout, on either side. A truth keeps the spacer
 *   column LaTeX's `@{}`/`&&` or a ruling leaves, or the empty row a `\\[2pt]` makes; the page
 *   prints nothing there, so no reader can tell it from none.
 * - Notes: the truth's first or last rows that hold one cell whose text the found table holds
 *   nowhere: a "Note: ..." or a sub-caption "(a) ..." typed inside the tabular, that the reader
 *   keeps as the table's note or caption. A one-cell row the reader joined to another row is not
 *   mapped: its text is still in the found table.
 * - Stacked lines: a cell printed over two or more lines that one side keeps as that many rows
 *   and the other as one (a heading "Comm/" over "View" typed as two tabular rows, or a cell two
 *   annotators' rows long). Rows are joined only where the join equals the other side's row, cell
 *   for cell, white space aside.
 */
import { relationText } from "./cellText.ts";
import type { GridFigures } from "./gridFigures.ts";
import { withoutEmptyLines } from "./tabulaConventions.ts";

type Grid = readonly (readonly string[])[];

export type ShapeMissKind = "right" | "columns over" | "columns under" | "rows over" | "rows under" | "both";

export function shapeMissKind(g: Pick<GridFigures, "expectedShape" | "foundShape">): ShapeMissKind {
  const [er, ec] = g.expectedShape;
  const [fr, fc] = g.foundShape;
  if (er === fr && ec === fc) return "right";
  if (er !== fr && ec !== fc) return "both";
  if (ec !== fc) return fc > ec ? "columns over" : "columns under";
  return fr > er ? "rows over" : "rows under";
}

const shapeOf = (grid: Grid) => `${grid.length}x${Math.max(0, ...grid.map((r) => r.length))}`;
const filled = (r: readonly string[]) => r.filter((t) => t.trim() !== "");

/** The truth without its leading and trailing one-cell rows whose text the found table holds nowhere. */
export function withoutNoteRows(expected: Grid, found: Grid): Grid {
  const everything = found.map((r) => r.map(relationText).join("\u0000")).join("\u0000");
  const note = (r: readonly string[]) => filled(r).length === 1 && !everything.includes(relationText(filled(r)[0]!));
  let first = 0;
  let last = expected.length;
  while (first < last && note(expected[first]!)) first++;
  while (last > first && note(expected[last - 1]!)) last--;
  return expected.slice(first, last);
}

/** Rows joined cell by cell, each cell's lines in order. */
const joinRows = (rows: Grid): string[] => Array.from({ length: Math.max(0, ...rows.map((r) => r.length)) }, (_, k) => rows.map((r) => r[k] ?? "").filter((t) => t.trim() !== "").join(" "));
const sameRow = (a: readonly string[], b: readonly string[]) => Array.from({ length: Math.max(a.length, b.length) }, (_, k) => relationText(a[k] ?? "") === relationText(b[k] ?? "")).every(Boolean);

/** The most lines a stacked cell is joined over (a heading of five lines is the longest seen). */
const MOST_LINES = 6;

/** Both grids with the stacked lines one side keeps as rows joined where the join is the other side's row; linear in rows (MOST_LINES bounds each step). */
export function withStackedLinesFolded(expected: Grid, found: Grid): { expected: Grid; found: Grid } {
  const e: (readonly string[])[] = [];
  const f: (readonly string[])[] = [];
  let i = 0;
  let j = 0;
  while (i < expected.length && j < found.length) {
    let step: [number, number] = [1, 1];
    if (!sameRow(expected[i]!, found[j]!)) {
      for (let k = 2; k <= MOST_LINES; k++) {
        if (i + k <= expected.length && sameRow(joinRows(expected.slice(i, i + k)), found[j]!)) step = [k, 1];
        else if (j + k <= found.length && sameRow(expected[i]!, joinRows(found.slice(j, j + k)))) step = [1, k];
        else continue;
        break;
      }
    }
    e.push(joinRows(expected.slice(i, i + step[0])));
    f.push(joinRows(found.slice(j, j + step[1])));
    i += step[0];
    j += step[1];
  }
  return { expected: [...e, ...expected.slice(i)], found: [...f, ...found.slice(j)] };
}

export interface MappedShape {
  /** Right as read, or once each convention in turn is mapped (each after the ones before it). */
  right: boolean;
  emptyLines: boolean;
  notes: boolean;
  stackedLines: boolean;
}

/** Whether a found table's shape is right once the truth's conventions are mapped, and by which. */
export function shapeWithConventions(g: GridFigures): MappedShape {
  if (g.shapeRight || !g.misshapen) return { right: g.shapeRight, emptyLines: false, notes: false, stackedLines: false };
  const e1 = withoutEmptyLines(g.misshapen.expected);
  const f1 = withoutEmptyLines(g.misshapen.found);
  const emptyLines = shapeOf(e1) === shapeOf(f1);
  const e2 = withoutNoteRows(e1, f1);
  const notes = !emptyLines && shapeOf(e2) === shapeOf(f1);
  const folded = withStackedLinesFolded(e2, f1);
  const stackedLines = !emptyLines && !notes && shapeOf(folded.expected) === shapeOf(folded.found);
  return { right: emptyLines || notes || stackedLines, emptyLines, notes, stackedLines };
}

/** Found tables whose shape is right as read or once the conventions are mapped. */
export const shapeRightMapped = (grids: readonly GridFigures[]): number => grids.filter((g) => shapeWithConventions(g).right).length;
