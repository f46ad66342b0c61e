import type { Chunk } from "./tableChunks.ts";
import { findColumns } from "./tableColumns.ts";
import type { RegionContext, TableRegion } from "./tableRegions.ts";
import { baselineBands, type Band } from "./tableRows.ts";

/** Rows of cells this many or more, one after another, make a table with no caption and no rule. */
const MIN_ROWS = 4;
/** A cell of such a table holds a few words, never a sentence. */
const MAX_CELL_WORDS = 6;

/**
 * Tables set in whitespace alone, with no caption and no rule: four or more lines in a row, each of
 * three or more short pieces set well apart (or two set very far apart), in one type size, whose
 * pieces keep to the same columns. Prose, a figure's labels (near its caption or its ink) and
 * regions already read are left alone.
 */
export function whitespaceRegions(context: RegionContext, taken: readonly TableRegion[], used: ReadonlySet<Chunk>): TableRegion[] {
  const free = context.chunks.filter((c) => !used.has(c) && !taken.some((r) => c.baseline > r.top - 1 && c.baseline < r.bottom + 1 && c.x1 > r.x0 && c.x0 < r.x1));
  const bands = baselineBands(free);
  const found: TableRegion[] = [];
  let run: Band[] = [];
  const flush = () => {
    const region = run.length >= MIN_ROWS ? regionOf(run, context) : null;
    if (region) found.push(region);
    run = [];
  };
  for (const band of bands) {
    const last = run.at(-1);
    const size = band[0]!.size;
    const close = !last || (band[0]!.baseline - last[0]!.baseline <= 2.5 * size && Math.abs(size - last[0]!.size) <= 0.6);
    if (!close) flush();
    if (isCellRow(band)) run.push(band);
    else flush();
  }
  flush();
  return found;
}

/** Short pieces, set apart: three or more an em and a half apart, or two four ems apart. */
function isCellRow(band: Band): boolean {
  if (band.some((c) => c.text.split(/\s+/).length > MAX_CELL_WORDS)) return false;
  const gaps = band.slice(1).map((c, i) => c.x0 - band[i]!.x1);
  const size = band[0]!.size;
  return (band.length >= 3 && gaps.every((g) => g > 1.5 * size)) || (band.length === 2 && gaps[0]! > 4 * size);
}

function regionOf(run: Band[], context: RegionContext): TableRegion | null {
  const chunks = run.flat();
  const x0 = Math.min(...chunks.map((c) => c.x0));
  const x1 = Math.max(...chunks.map((c) => c.x1));
  const top = Math.min(...chunks.map((c) => c.top));
  const bottom = Math.max(...chunks.map((c) => c.bottom));
  const { columns } = findColumns(run, x0, x1, [], top, bottom);
  if (columns.length < 2) return null;
  // Most lines fill most columns: a table's rows, not scattered labels.
  const filled = run.filter((band) => band.length >= Math.max(2, 0.6 * columns.length)).length;
  if (filled < 0.7 * run.length) return null;
  const size = chunks.map((c) => c.size).sort((a, b) => a - b)[Math.floor(chunks.length / 2)]!;
  if (chunks.filter((c) => Math.abs(c.size - size) <= 1).length < 0.9 * chunks.length) return null;
  const region: TableRegion = { x0, x1, top: top - 1, bottom: bottom + 1, edges: [], textOnly: true };
  if (context.ink && context.ink({ x: x0, y: top, w: x1 - x0, h: bottom - top }) >= 8) return null;
  const figure = /^(?:fig(?:ure)?s?\.?|scheme|chart)\s*[A-Z]?\d+[a-z]?\b/i;
  const reach = 4 * context.bodySize;
  if (context.lines.some((l) => figure.test(l.text) && l.x1 > x0 && l.x0 < x1 && l.top < bottom + reach && l.bottom > top - reach)) return null;
  return region;
}
