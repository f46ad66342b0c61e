import type { Chunk } from "./tableChunks.ts";
import { baselineBands } from "./tableRows.ts";
import type { TableRegion } from "./regionContext.ts";

/** How far left of the table's own text a turned group label may stand, in ems of its type. */
const NEAR = 3;
/** The least number of rows a label set sideways down them names. */
const ROWS_NAMED = 2;

/**
 * Group labels set sideways down the rows they name, left of each row's own label (a two-level
 * stub whose group names are turned to fit: "TRAIN" beside "Sentences", "Tokens", "Entity Spans").
 * No rule boxes such a label, so the grid's sideways cells leave it out and the group column was
 * lost. A turned run counts when it stands inside the table's height, near its left side, and
 * beside two rows or more that each hold a label and figures, ending left of every one of them by
 * a column gap. It is read as an upright piece standing at its middle, as an upright label centred
 * down the same rows would: the rules for such labels (`multirowStub`, `rowSpanCategories`) then
 * give it a column and put it on its group's first row. `upright` is the region's text; `boxed` the
 * turned runs already read as cells of a ruled grid.
 */
export function turnedGroupLabels(region: TableRegion, turned: readonly Chunk[], upright: readonly Chunk[], boxed: readonly Chunk[]): Chunk[] {
  if (turned.length === 0 || upright.length === 0) return [];
  const taken = new Set(boxed.map((c) => `${c.text}@${c.x0}@${c.top}`));
  const bands = baselineBands(upright);
  // A loop, not a spread: a region may hold tens of thousands of pieces.
  const left = upright.reduce((least, c) => Math.min(least, c.x0), Infinity);
  const out: Chunk[] = [];
  for (const t of turned) {
    if (taken.has(`${t.text}@${t.x0}@${t.top}`)) continue;
    if (t.top < region.top - 1 || t.bottom > region.bottom + 1 || t.x0 < left - NEAR * t.size) continue;
    const beside = bands.filter((band) => {
      const b = band[0]!;
      return b.baseline - 0.7 * b.size < t.bottom && b.baseline + 0.2 * b.size > t.top;
    });
    if (beside.length < ROWS_NAMED || beside.some((band) => band.length < 2)) continue;
    if (beside.some((band) => band.some((c) => c.x0 < t.x1 + 0.5 * t.size))) continue;
    // Its middle, where an upright label centred down the same rows would have its x-height's middle.
    const baseline = (t.top + t.bottom) / 2 + 0.3 * t.size;
    const top = baseline - 0.75 * t.size;
    const bottom = baseline + 0.25 * t.size;
    out.push({ ...t, top, bottom, baseline, line: { ...t.line, top, bottom, baseline } });
  }
  return out;
}
