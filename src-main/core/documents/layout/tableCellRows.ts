import type { Line } from "./types.ts";
import { rowCells } from "./proseBesideDrawing.ts";

/**
 * Table rows are several cells on one baseline within one column (or across a full-width
 * table), with gaps wider than any word space. Prose lines never share a baseline that way.
 */
export function markTableCells(lines: Line[]): void {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  for (let i = 0; i < sorted.length; i++) {
    const found = [sorted[i]!];
    while (i + 1 < sorted.length && Math.abs(sorted[i + 1]!.baseline - found[0]!.baseline) < 0.3 * found[0]!.size) found.push(sorted[++i]!);
    const row = rowCells(found);
    if (row.length < 2) continue;
    // A cell that crosses the gutter beside other cells on its baseline is a table, and so are
    // cells of one column set far apart.
    if (row.some((l) => l.spanning)) {
      if (isRunInLabel(row)) continue;
      for (const c of row) c.tabular = true;
      continue;
    }
    let fillers: Line[] | null = null;
    for (const column of [0, 1, 2]) {
      const cells = row.filter((l) => l.column === column).sort((a, b) => a.x0 - b.x0);
      // Lines that may fill a gap are gathered once per row, and only when a gap is wide enough
      // to count: a page may hold tens of thousands of lines.
      const wide = (c: Line, k: number) => k > 0 && c.x0 - cells[k - 1]!.x1 > 3 * c.size;
      if (!cells.some(wide)) continue;
      fillers ??= rowFillers(sorted, found);
      if (cells.some((c, k) => wide(c, k) && openGap(cells[k - 1]!, c, fillers!) > 3 * c.size)) for (const c of cells) c.tabular = true;
    }
  }
}

/**
 * The lines that stand on a row's height with baselines of their own (raised or lowered type),
 * sorted by their left edge. `sorted` is by baseline, so the search is two binary searches wide.
 */
function rowFillers(sorted: readonly Line[], row: readonly Line[]): Line[] {
  let top = Infinity;
  let bottom = -Infinity;
  let size = 0;
  for (const l of row) {
    top = Math.min(top, l.top);
    bottom = Math.max(bottom, l.bottom);
    size = Math.max(size, l.size);
  }
  const own = new Set(row);
  const first = lowerBound(sorted, top - size);
  const end = lowerBound(sorted, bottom + size);
  return sorted.slice(first, end).filter((l) => !own.has(l) && l.top < bottom && l.bottom > top).sort((a, b) => a.x0 - b.x0);
}

/** The first index of `sorted` (by baseline) whose baseline is at least `baseline`. */
function lowerBound(sorted: readonly Line[], baseline: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.baseline < baseline) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The empty stretch between two pieces of one baseline. Type raised or lowered into the gap in
 * smaller print (a genotype's superscript "K548R/K548R" between "PARP1" and "mice") is read as a
 * line of its own on its own baseline, yet it fills the gap: the pieces are one line of prose,
 * not two cells set apart. `fillers` are the row's neighbours by left edge (`rowFillers`): only
 * those starting inside the gap are walked.
 */
function openGap(left: Line, right: Line, fillers: readonly Line[]): number {
  let k = 0;
  let hi = fillers.length;
  while (k < hi) {
    const mid = (k + hi) >> 1;
    if (fillers[mid]!.x0 < left.x0) k = mid + 1;
    else hi = mid;
  }
  let widest = 0;
  let from = left.x1;
  for (; k < fillers.length && fillers[k]!.x0 < right.x0; k++) {
    const f = fillers[k]!;
    if (f.size >= right.size || f.top >= right.bottom || f.bottom <= right.top || f.x1 <= left.x1) continue;
    widest = Math.max(widest, f.x0 - from);
    from = Math.max(from, f.x1);
  }
  return Math.max(widest, right.x0 - from);
}

/**
 * A label set a little apart before the first line of a full-width paragraph ("ABSTRACT  Under-
 * standing cancer ..."): one short word group, then the line, about an em away. A table row's
 * cells are further apart or more than two.
 */
function isRunInLabel(row: Line[]): boolean {
  if (row.length !== 2) return false;
  const [label, line] = [...row].sort((a, b) => a.x0 - b.x0) as [Line, Line];
  const gap = line.x0 - label.x1;
  return line.spanning && !label.spanning && label.text.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(label.text) && gap > 0 && gap < 2 * line.size && line.text.length >= 40;
}
