import type { Line } from "./types.ts";

/**
 * The short last line of a full-width paragraph or caption does not reach the gutter, yet it
 * belongs to the full-width block above it, not to the left column below.
 */
export function extendSpanningBlocks(byTop: Line[]): void {
  for (let i = 1; i < byTop.length; i++) {
    const line = byTop[i]!;
    if (line.spanning) continue;
    const above = byTop.slice(0, i).reverse().find((l) => l.bottom <= line.top + 1);
    if (!above?.spanning) continue;
    const sameRow = byTop.some((l) => l !== line && Math.abs(l.baseline - line.baseline) < 0.3 * line.size);
    const close = line.baseline - above.baseline <= 1.6 * above.size && Math.abs(line.size - above.size) < 0.6;
    if (close && !sameRow && line.x0 >= above.colLeft - 2) {
      Object.assign(line, { spanning: true, column: 0, colLeft: above.colLeft, colRight: above.colRight });
    }
  }
}

/** A fragment continuing a full-width line on its baseline (split at a wide space) is part of it. */
export function extendSpanningRows(byTop: Line[]): void {
  for (const line of byTop) {
    if (!line.spanning) continue;
    let end = line.x1;
    for (const other of byTop) {
      if (other.spanning || Math.abs(other.baseline - line.baseline) > 0.3 * line.size || Math.abs(other.size - line.size) > 0.6) continue;
      if (other.x0 > end && other.x0 - end < 3 * line.size) {
        Object.assign(other, { spanning: true, column: 0, colLeft: line.colLeft, colRight: line.colRight });
        end = other.x1;
      }
    }
  }
}
