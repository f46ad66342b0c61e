import { findGutter } from "./columnGutter.ts";
import { percentile } from "./quantiles.ts";
import type { Line } from "./types.ts";

// Which column each line of a two-column page belongs to, and that column's edges: the reading
// order reads a band's left column, then its right, so a line put in the wrong one is read out
// of place. Kept apart from the ordering itself because the exceptions (a number hung into the
// gutter, a band whose gutter sits elsewhere) are about the page's geometry, not about order.

/**
 * Sets each line's column (0 left, 1 right), whether it spans both, and its column's left and
 * right edges, given the gutter the page's lines leave between the columns.
 */
export function assignColumns(kept: Line[], gutter: number, pageWidth: number): void {
  const leftLines = kept.filter((l) => l.x1 <= gutter + 2);
  const rightLines = kept.filter((l) => l.x0 >= gutter - 2 && l.x1 > gutter + 2);
  const leftEdge = percentile(leftLines.filter((l) => l.text.length >= 20).map((l) => l.x0), 0.1);
  const leftRight = percentile(leftLines.filter((l) => l.text.length >= 20).map((l) => l.x1), 0.9);
  const rightEdge = percentile(rightLines.filter((l) => l.text.length >= 20).map((l) => l.x0), 0.1);
  const rightRight = percentile(rightLines.filter((l) => l.text.length >= 20).map((l) => l.x1), 0.9);
  // A fragment that starts right of where the left column's lines end, followed on its baseline
  // by a line of the right column, is hung out into the gutter before it (a reference's "[10]"):
  // it does not span both columns. A centred heading alone on its row still does.
  const hungBefore = (l: Line) =>
    leftRight > 0 && l.x0 >= leftRight - 1 && kept.some((o) => o !== l && o.x0 >= l.x1 && o.x0 - l.x1 < 3 * l.size && o.x0 >= gutter - 2 && Math.abs(o.baseline - l.baseline) < 0.3 * l.size);
  const crossesBoth = (l: Line) => l.x0 < gutter - 2 && l.x1 > gutter + 2 && !hungBefore(l);
  for (const l of kept) {
    const spanning = crossesBoth(l);
    const inGutter = !spanning && leftRight > 0 && rightEdge > 0 && l.x0 >= leftRight - 1 && l.x1 <= rightEdge + 1;
    const column = inGutter ? gutterColumn(l, kept, leftRight, rightEdge) : spanning || l.x1 <= gutter + 2 ? 0 : 1;
    Object.assign(l, {
      spanning,
      column,
      colLeft: spanning ? Math.min(leftEdge, l.x0) : column === 0 ? leftEdge : rightEdge,
      colRight: spanning ? Math.max(rightRight, l.x1) : column === 0 ? leftRight : rightRight,
    });
  }

  // A band of the page whose gutter sits elsewhere (a boxed abstract beside a narrow column,
  // then two ordinary columns below): lines that cross the page's gutter yet start far right
  // of the text's left edge are not full-width, they are the right column of that band.
  // They are as narrow as a column; wider ones (an abstract beside a sidebar) are full-width.
  const misfits = kept.filter((l) => l.spanning && l.text.length >= 20 && l.x0 > leftEdge + 0.2 * pageWidth && l.x1 - l.x0 < 0.55 * pageWidth);
  if (misfits.length >= 5) {
    const top = Math.min(...misfits.map((l) => l.top));
    const bottom = Math.max(...misfits.map((l) => l.bottom));
    const band = kept.filter((l) => l.top >= top - 2 && l.bottom <= bottom + 2);
    const inner = findGutter(band, pageWidth);
    if (inner !== null && Math.abs(inner - gutter) > 10) {
      const long = (side: Line[]) => side.filter((l) => l.text.length >= 20);
      const bandLeft = band.filter((l) => l.x1 <= inner + 2);
      const bandRight = band.filter((l) => l.x0 >= inner - 2 && l.x1 > inner + 2);
      const edges = {
        left: [percentile(long(bandLeft).map((l) => l.x0), 0.1), percentile(long(bandLeft).map((l) => l.x1), 0.9)],
        right: [percentile(long(bandRight).map((l) => l.x0), 0.1), percentile(long(bandRight).map((l) => l.x1), 0.9)],
      };
      for (const l of band) {
        const spanning = l.x0 < inner - 2 && l.x1 > inner + 2;
        const column = spanning || l.x1 <= inner + 2 ? 0 : 1;
        const [colLeft, colRight] = column === 0 ? edges.left : edges.right;
        Object.assign(l, { spanning, column, colLeft: spanning ? Math.min(edges.left[0]!, l.x0) : colLeft, colRight: spanning ? Math.max(edges.right[1]!, l.x1) : colRight });
      }
    }
  }
}

/**
 * A fragment lying in the gutter itself, between where the left column's lines end and the right
 * column's start (a reference number hung out before its entry): it belongs to the nearer of
 * the lines beside it on its baseline, or, alone on it, to the nearer column edge.
 */
function gutterColumn(line: Line, lines: Line[], leftRight: number, rightEdge: number): 0 | 1 {
  const row = lines.filter((l) => l !== line && Math.abs(l.baseline - line.baseline) < 0.3 * line.size);
  const before = Math.min(...row.filter((l) => l.x1 <= line.x0 + 1).map((l) => line.x0 - l.x1), line.x0 - leftRight + (row.length > 0 ? Infinity : 0));
  const after = Math.min(...row.filter((l) => l.x0 >= line.x1 - 1).map((l) => l.x0 - line.x1), rightEdge - line.x1 + (row.length > 0 ? Infinity : 0));
  return after < before ? 1 : 0;
}
