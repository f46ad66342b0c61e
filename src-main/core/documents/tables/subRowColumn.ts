import type { Chunk } from "./tableChunks.ts";
import type { Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";

/**
 * Opens a column for cells that each stand alone on their line between two columns: a row printed
 * as sub-rows (two dates, a train and a test line) whose other cells are set once, centred down the
 * sub-rows (LaTeX's \multirow), puts the sub-rows' cells on lines of their own, so no line holds
 * them and their neighbours and the cut found between the neighbours runs through them. They are a
 * column when every line with several cells leaves their span empty by a column gap and a heading
 * stands over them within it too: a wrapped line of a cell keeps its own cell's edge.
 */
export function openSubRowColumn(columns: Column[], header: readonly Chunk[], bands: readonly Band[]): Column[] {
  if (columns.length < 2) return columns;
  const cells = bands.filter((band) => band.length >= 2).flat();
  const lone = bands.filter((band) => band.length === 1).map((band) => band[0]!);
  if (cells.length === 0 || lone.length < 2) return columns;
  // Loops, not spreads: a table of thousands of rows would pass tens of thousands of arguments.
  let from = Infinity, to = -Infinity, em = 0;
  for (const c of lone) [from, to, em] = [Math.min(from, c.x0), Math.max(to, c.x1), Math.max(em, c.size)];
  // The gap the other lines leave, which must hold the lone cells clear by half an em each side.
  let left = -Infinity, right = Infinity;
  for (const c of cells) {
    if (c.x0 < from) left = Math.max(left, c.x1);
    if (c.x1 > to) right = Math.min(right, c.x0);
  }
  if (!Number.isFinite(left) || !Number.isFinite(right)) return columns;
  if (cells.some((c) => c.x1 > left && c.x0 < right)) return columns;
  if (from < left + 0.5 * em || to > right - 0.5 * em) return columns;
  const heads = header.filter((h) => h.x0 > left && h.x1 < right && h.x0 < to && h.x1 > from);
  if (heads.length === 0) return columns;
  // The one cut between the neighbours runs through the lone cells; two cuts take its place.
  const k = columns.findIndex((col, i) => i + 1 < columns.length && col.x1 > left && col.x1 < right);
  if (k < 0 || columns.some((col, i) => i !== k && col.x1 > left && col.x1 < right && i + 1 < columns.length)) return columns;
  const cutLeft = (left + Math.min(from, ...heads.map((h) => h.x0))) / 2;
  const cutRight = (right + Math.max(to, ...heads.map((h) => h.x1))) / 2;
  return [...columns.slice(0, k), { x0: columns[k]!.x0, x1: cutLeft }, { x0: cutLeft, x1: cutRight }, { x0: cutRight, x1: columns[k + 1]!.x1 }, ...columns.slice(k + 2)];
}
