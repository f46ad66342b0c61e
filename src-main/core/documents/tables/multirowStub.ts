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

/** How near the middle of the two lines around it a label centred down their rows sits, in ems. */
const CENTRED_WITHIN = 0.2;

/**
 * Opens a stub column for group labels centred down the rows they name with no heading over them
 * (LaTeX's \multirow over an even number of rows): such a label stands alone on a line half-way
 * between two rows' lines, off the rows' own pitch, and ends left of both rows' labels by a column
 * gap. A row of its own (a group's name over its rows) stands a row's pitch from the lines around
 * it, and a label's wrapped line keeps its cell's edge or middle, so neither is taken. Labels across
 * both stub columns (a row named without a group) stay whole: the cut falls inside them.
 */
export function openCentredLabelStub(columns: Column[], bands: readonly Band[]): Column[] {
  if (columns.length < 2) return columns;
  let reach = -Infinity;
  let cellsFrom = Infinity;
  for (let i = 1; i + 1 < bands.length; i++) {
    const band = bands[i]!;
    if (band.length !== 1) continue;
    const label = band[0]!;
    const [above, below] = [bands[i - 1]!, bands[i + 1]!];
    const middle = (above[0]!.baseline + below[0]!.baseline) / 2;
    if (Math.abs(label.baseline - middle) > CENTRED_WITHIN * label.size) continue;
    // Both rows hold figures beside their label: the label names rows, it is not one.
    if (above.length < 2 || below.length < 2) continue;
    const from = Math.min(above[0]!.x0, below[0]!.x0);
    if (label.x1 > from - 0.5 * label.size) continue;
    reach = Math.max(reach, label.x1);
    cellsFrom = Math.min(cellsFrom, from);
  }
  if (!(reach < cellsFrom)) return columns;
  const cut = (reach + cellsFrom) / 2;
  const k = columns.findIndex((col) => col.x0 < cut && cut < col.x1);
  if (k !== 0) return columns;
  return [{ x0: columns[0]!.x0, x1: cut }, { x0: cut, x1: columns[0]!.x1 }, ...columns.slice(1)];
}
