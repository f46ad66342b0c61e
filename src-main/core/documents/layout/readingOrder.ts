import type { Line } from "./types.ts";
import { findEntryNumbers } from "./entryNumbers.ts";
import { keepSidebarEdges } from "./sidebarRuns.ts";
import { ascending, percentile } from "./quantiles.ts";
import { findGutter } from "./columnGutter.ts";
import { gutterBesideTables, type TableRegion } from "./gutterBesideTables.ts";
import { findLineNumbers, isMarginNumber } from "./lineNumbers.ts";
import { headingNumbers } from "./headingNumbers.ts";
import { splitThirdColumn } from "./thirdColumn.ts";
import { markTableCells } from "./tableCellRows.ts";
import { mergeRowFragments, sortRows } from "./rowFragments.ts";
import { extendSpanningBlocks, extendSpanningRows } from "./spanningLines.ts";
import { neighbourCounts } from "./neighbourCounts.ts";
import { findMarginColumn } from "./marginColumn.ts";
import { assignColumns } from "./columnAssignment.ts";

/**
 * The outermost edge that many lines share: body text is justified to it. A lone wide line (a
 * licence stamp, a centred header) reaching further out does not move the text's edge.
 */
function alignedEdge(values: number[], side: "left" | "right"): number {
  if (values.length === 0) return 0;
  const needed = Math.max(2, Math.ceil(0.15 * values.length));
  const sorted = ascending(values);
  const counts = neighbourCounts(sorted, 3, true);
  // The outermost value with enough neighbours: the first from the left, or from the right.
  const at = side === "left" ? counts.findIndex((c) => c >= needed) : counts.findLastIndex((c) => c >= needed);
  const edge = at < 0 ? undefined : sorted[at];
  return edge ?? percentile(values, side === "left" ? 0.05 : 0.95);
}

/**
 * Orders every page of a document. A page with only a few lines of text (below a full-page
 * figure) gives too little evidence to find its gutter alone; the gutter most other pages share
 * is used there when its lines sit on either side of it and none crosses it.
 */
export function orderPages(pages: { lines: Line[]; width: number; height?: number; tables?: readonly TableRegion[] }[]): { ordered: Line[]; marginNumbers: Line[] }[] {
  const found = pages.map((p) => {
    const numbers = new Set(findLineNumbers(p.lines));
    const lines = p.lines.filter((l) => !numbers.has(l));
    return findGutter(lines, p.width, p.height) ?? gutterBesideTables(lines, p.tables ?? [], p.width, p.height);
  });
  const gutters = found.filter((g): g is number => g !== null);
  let shared: number | null = null;
  if (gutters.length >= 1) {
    const best = gutters.map((g) => ({ g, n: gutters.filter((h) => Math.abs(h - g) < 6).length })).sort((a, b) => b.n - a.n)[0]!;
    // Two pages (a short paper, or a paper's first pages read alone) may show one gutter only: a
    // title page whose author block and abstract stand in columns of unequal width, in short
    // lines, shows too little to find its own. Half the pages is then one page.
    if (best.n >= Math.max(Math.min(2, Math.ceil(pages.length / 2)), 0.5 * gutters.length)) shared = best.g;
  }
  return pages.map((p, i) => orderPage(p.lines, p.width, shared, found[i]));
}

/** Whether a known gutter position separates this page's lines: text on both sides, none across. */
function gutterHolds(lines: Line[], gutter: number): boolean {
  const text = lines.filter((l) => l.text.length >= 3);
  const left = text.filter((l) => l.x1 <= gutter + 2);
  const right = text.filter((l) => l.x0 >= gutter - 2);
  if (left.length < 2 || right.length < 2 || !text.some((l) => l.text.length >= 30 && (l.x1 <= gutter + 2 || l.x0 >= gutter - 2))) return false;
  const top = Math.max(Math.min(...left.map((l) => l.top)), Math.min(...right.map((l) => l.top)));
  const bottom = Math.min(Math.max(...left.map((l) => l.bottom)), Math.max(...right.map((l) => l.bottom)));
  if (bottom <= top) return false;
  return !text.some((l) => l.x0 < gutter - 2 && l.x1 > gutter + 2 && l.bottom > top && l.top < bottom);
}

/**
 * Puts a page's lines in reading order. The page is cut into horizontal bands at every line
 * that spans the gutter; inside a band the left column is read top to bottom, then the right.
 * Returns the ordered lines and the margin numbers that were dropped.
 */
export function orderPage(lines: Line[], pageWidth: number, documentGutter: number | null = null, pageGutter?: number | null): { ordered: Line[]; marginNumbers: Line[] } {
  const long = lines.filter((l) => l.text.length >= 20);
  const textLeft = alignedEdge(long.map((l) => l.x0), "left");
  const textRight = alignedEdge(long.map((l) => l.x1), "right");
  const lineNumbers = new Set(findLineNumbers(lines));
  const entryNumbers = findEntryNumbers(lines);
  const outside = lines.filter((l) => !entryNumbers.has(l) && !lineNumbers.has(l) && isMarginNumber(l, textLeft, textRight));
  // A section's number left of an edge the page's indented abstract set is kept (headingNumbers.ts).
  const numbering = headingNumbers(outside, lines);
  // Sets, not arrays: a page of many bare numbers must not cost lines x numbers.
  const outsideSet = new Set(outside);
  const marginNumbers = lines.filter((l) => !entryNumbers.has(l) && (lineNumbers.has(l) || (outsideSet.has(l) && !numbering.has(l))));
  const dropped = new Set(marginNumbers);
  const kept = lines.filter((l) => !dropped.has(l));

  // The page's own gutter, when orderPages has already looked for it.
  const own = pageGutter === undefined ? findGutter(kept, pageWidth) : pageGutter;
  const gutter = own ?? (documentGutter !== null && gutterHolds(kept, documentGutter) ? documentGutter : null);
  if (gutter === null) {
    for (const l of kept) Object.assign(l, { column: 0, spanning: false, colLeft: textLeft, colRight: textRight });
    markTableCells(kept);
    return { ordered: mergeRowFragments(sortRows(kept)), marginNumbers };
  }

  assignColumns(kept, gutter, pageWidth);
  splitThirdColumn(kept, gutter, pageWidth);
  // Only on a page of columns: on a single-column page a run of short lines is more often a list
  // or a figure's labels than a sidebar (three of the shared papers read worse).
  keepSidebarEdges(kept);

  const byTop = sortRows(kept);
  extendSpanningBlocks(byTop);
  extendSpanningRows(byTop);
  markTableCells(byTop);
  // A full-width block (an abstract) can have a narrow sidebar beside it ("Check for updates",
  // dates): those lines are read after the block, not in the middle of it.
  const runs: Line[][] = [];
  for (const line of byTop.filter((l) => l.spanning)) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && line.baseline > last.baseline && line.baseline - last.baseline <= 1.8 * line.size) run.push(line);
    else runs.push([line]);
  }
  const sidebar = new Map<Line, Line[]>();
  for (const run of runs.filter((r) => r.length > 1)) {
    const inside = byTop.filter((l) => !l.spanning && l.top > run[0]!.top && l.bottom < run.at(-1)!.bottom);
    if (inside.length > 0) sidebar.set(run.at(-1)!, inside);
  }
  const deferred = new Set([...sidebar.values()].flat());
  // A narrow margin column beside a body column (marginColumn.ts) is read after the band's columns.
  const margin = findMarginColumn(byTop);

  const ordered: Line[] = [];
  let band: Line[] = [];
  const flush = () => {
    for (const column of [0, 1, 2]) ordered.push(...band.filter((l) => l.column === column && !margin.has(l)));
    ordered.push(...band.filter((l) => margin.has(l)));
    band = [];
  };
  for (const line of byTop) {
    if (deferred.has(line)) continue;
    if (line.spanning) {
      flush();
      ordered.push(line);
      ordered.push(...(sidebar.get(line) ?? []));
    } else {
      band.push(line);
    }
  }
  flush();
  return { ordered: mergeRowFragments(ordered), marginNumbers };
}
