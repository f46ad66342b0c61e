import type { Chunk } from "./tableChunks.ts";
import type { Band } from "./tableRows.ts";
import type { OpenRow } from "./tableRows.ts";

/**
 * Whether a band begins a row under a row label that stands alone on its line (a group's name set
 * over its rows, nothing beside it), though its own label opens with a small letter ("kT (keV)"
 * under "vapec (Low Temp.)", symbols and model names set in lower case): the band sets a cell in a
 * column the label's line left empty, and its label shares no edge with the line above. A label
 * wrapped within its cell keeps the cell's alignment on every line (the left edge of a left-set or
 * justified cell, the middle of a centred one, the right edge of a right-set one), so a line that
 * keeps none of them is set in a cell of its own. What it gives up: a wrapped label whose second
 * line is indented (a hanging indent) and holds the row's figures, which a cell set from the top,
 * as LaTeX's are, does not do.
 */
export function besideLabelAlone(band: Band, open: OpenRow, col: (c: Chunk) => number): boolean {
  const labels = open.byColumn.get(0);
  if (!labels || open.byColumn.size !== 1) return false;
  const label = band.find((c) => col(c) === 0);
  if (!label || !band.some((c) => col(c) !== 0)) return false;
  const above = labels.at(-1)!;
  const near = 0.3 * Math.min(label.size, above.size);
  const shares = (a: number, b: number) => Math.abs(a - b) <= near;
  return !shares(label.x0, above.x0) && !shares(label.x1, above.x1) && !shares((label.x0 + label.x1) / 2, (above.x0 + above.x1) / 2);
}
