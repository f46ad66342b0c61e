import type { Chunk } from "./tableChunks.ts";
import type { Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";

/**
 * Opens a stub column for labels that each stand alone on their line, left of every row's cells:
 * a label set once beside the rows it names and centred down them (LaTeX's \multirow) shares no
 * line with the cells, so no row with two pieces keeps the gap after it open and the labels fall
 * into the first column's cells. The gap counts only when a heading stands over the labels in it
 * too, clear of the cells; a heading over the body's first column reaches into the cells, so a
 * group heading at the table's edge above indented labels opens nothing.
 */
export function openMultirowStub(columns: Column[], header: readonly Chunk[], bands: readonly Band[]): Column[] {
  if (columns.length === 0 || header.length === 0) return columns;
  let cellsFrom = Infinity;
  for (const band of bands) if (band.length >= 2) for (const c of band) cellsFrom = Math.min(cellsFrom, c.x0);
  if (!Number.isFinite(cellsFrom)) return columns;
  // Clear of the cells by more than the gap that parts two chunks: a column gap, not a word space.
  const clear = (c: Chunk) => c.x1 < cellsFrom - 0.5 * c.size;
  const labels = bands.filter((band) => band.length === 1 && clear(band[0]!)).map((band) => band[0]!);
  if (labels.length === 0) return columns;
  const x0 = Math.min(...labels.map((c) => c.x0));
  const x1 = Math.max(...labels.map((c) => c.x1));
  const heads = header.filter((h) => clear(h) && h.x0 < x1 && h.x1 > x0);
  if (heads.length === 0) return columns;
  const reach = Math.max(x1, ...heads.map((h) => h.x1));
  const cut = (reach + cellsFrom) / 2;
  // Only where no cut already parts them: the labels then share the first column with the cells.
  const k = columns.findIndex((col) => col.x0 < cut && cut < col.x1);
  if (k !== 0 || columns[0]!.x0 >= x0 + 0.5) return columns;
  return [{ x0: columns[0]!.x0, x1: cut }, { x0: cut, x1: columns[0]!.x1 }, ...columns.slice(1)];
}
