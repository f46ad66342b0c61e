import type { Line, RunSpan } from "./types.ts";
import { findEntryNumbers } from "./entryNumbers.ts";
import { bareNumberColumns } from "./numberColumns.ts";
import { neighbourCounts } from "./neighbourCounts.ts";
import { rowCells } from "./proseBesideDrawing.ts";
import { keepSidebarEdges } from "./sidebarRuns.ts";

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * (sorted.length - 1))))]!;
}

/**
 * Finds the gutter of a two-column page: the x in the middle of the page that the most lines
 * end before or start after, and that few lines cross. Returns null for single-column pages.
 * Full-width lines (title, abstract, wide tables) cross it and are allowed to.
 */
export function findGutter(lines: Line[], pageWidth: number, pageHeight = pageWidth): number | null {
  // Only lines of column width are evidence: labels, page numbers and short headings are not.
  const textLines = lines.filter((l) => l.text.length >= 12 && l.x1 - l.x0 >= 0.25 * pageWidth);
  if (textLines.length < 8) return null;
  let best: { x: number; score: number; side: number; cross: number }[] = [];
  // The lines left of x are a prefix of these sorted by right edge, those right of it a suffix
  // of these sorted by left edge; their percentiles change only when x passes an edge, so they
  // are computed once per prefix and suffix instead of for each of the ~250 positions.
  const byRight = [...textLines].sort((a, b) => a.x1 - b.x1);
  const byLeft = [...textLines].sort((a, b) => a.x0 - b.x0);
  const leftZones = new Map<number, { top: number; bottom: number }>();
  const rightZones = new Map<number, { top: number; bottom: number }>();
  const zoneOf = (zones: Map<number, { top: number; bottom: number }>, key: number, lines: () => Line[]) => {
    let zone = zones.get(key);
    if (!zone) {
      const chosen = lines();
      zones.set(key, (zone = { top: percentile(chosen.map((l) => l.top), 0.2), bottom: percentile(chosen.map((l) => l.bottom), 0.8) }));
    }
    return zone;
  };
  let leftCount = 0;
  let rightStart = 0;
  // The crossing lines are counted at every position: over plain arrays, with nothing allocated.
  const n = textLines.length;
  const x0s = new Float64Array(n);
  const x1s = new Float64Array(n);
  const tops = new Float64Array(n);
  const bottoms = new Float64Array(n);
  textLines.forEach((l, i) => {
    x0s[i] = l.x0;
    x1s[i] = l.x1;
    tops[i] = l.top;
    bottoms[i] = l.bottom;
  });
  for (let x = pageWidth * 0.3; x <= pageWidth * 0.7; x += 1) {
    while (leftCount < byRight.length && byRight[leftCount]!.x1 <= x) leftCount++;
    while (rightStart < byLeft.length && byLeft[rightStart]!.x0 < x) rightStart++;
    // Only lines crossing x inside the stretch where both columns have text count against it:
    // a full-width title block above the columns or a footer below them is no evidence.
    // Percentiles, so one stray line (a header, a wide affiliation) cannot stretch the zone.
    const leftZone = zoneOf(leftZones, leftCount, () => byRight.slice(0, leftCount));
    const rightZone = zoneOf(rightZones, rightStart, () => byLeft.slice(rightStart));
    const zoneTop = Math.max(leftZone.top, rightZone.top);
    const zoneBottom = Math.min(leftZone.bottom, rightZone.bottom);
    let cross = 0;
    for (let i = 0; i < n; i++) if (x0s[i]! < x && x1s[i]! > x && tops[i]! >= zoneTop && bottoms[i]! <= zoneBottom) cross++;
    const side = Math.min(leftCount, byLeft.length - rightStart);
    const score = side - cross;
    if (best.length === 0 || score > best[0]!.score) best = [{ x, score, side, cross }];
    else if (score === best[0]!.score) best.push({ x, score, side, cross });
  }
  const top = best[0];
  // A page that is mostly figure or table may have only a few column lines, but then nothing
  // may cross between them.
  if (!top || top.side < (top.cross === 0 ? 3 : 5) || top.cross > 1.5 * top.side) return oneSidedGutter(lines, pageWidth, pageHeight);
  // Both sides must look like columns of prose, not a few labels beside a figure.
  const x = top.x;
  const medianWidth = (ls: Line[]) => ls.map((l) => l.x1 - l.x0).sort((a, b) => a - b)[Math.floor(ls.length / 2)] ?? 0;
  if (medianWidth(textLines.filter((l) => l.x1 <= x)) < 0.25 * pageWidth || medianWidth(textLines.filter((l) => l.x0 >= x)) < 0.25 * pageWidth) return oneSidedGutter(lines, pageWidth, pageHeight);
  // Counted only where both columns have text, a column's own lines can cross a position beside
  // a shorter column (an indented abstract above the left column's body, a caption beside it):
  // among equally good positions, those that fewer column-width lines cross anywhere on the page
  // are the gutter (papermage's first page: the body crosses x=282 below its abstract, not 298).
  const crossings = best.map(({ x: at }) => {
    let count = 0;
    for (let i = 0; i < n; i++) if (x0s[i]! < at && x1s[i]! > at) count++;
    return count;
  });
  const fewest = Math.min(...crossings);
  // A single column justified with wide word gaps (a Word PDF's reference list) can line up
  // a few of those gaps near the middle: but there most lines cross the position somewhere on
  // the page, and the pieces right of it start wherever their line's gap fell, where a real
  // column's lines start at one edge.
  if (fewest > 2 * top.side && !sharedLeftEdge(textLines.filter((l) => l.x0 >= x).map((l) => l.x0))) return oneSidedGutter(lines, pageWidth, pageHeight);
  // The middle of the widest stretch of equally good positions is the gutter's centre. Equally
  // good positions can form two stretches (inside a short column, where its lines end early,
  // and the real gap): the widest one is the gutter.
  const stretches: { x0: number; x1: number }[] = [];
  for (const { x: at } of best.filter((_, k) => crossings[k] === fewest)) {
    const last = stretches.at(-1);
    if (last && at - last.x1 <= 1.01) last.x1 = at;
    else stretches.push({ x0: at, x1: at });
  }
  const widest = stretches.reduce((a, b) => (b.x1 - b.x0 > a.x1 - a.x0 ? b : a));
  return (widest.x0 + widest.x1) / 2;
}

/** Whether half the lines (or more) start within 2 points of one another: a column's left edge. */
function sharedLeftEdge(starts: number[]): boolean {
  return neighbourCounts(ascending(starts), 2).some((count) => count >= 0.5 * starts.length);
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

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
 * A column of prose beside a column of table cells or figure labels: only one side has lines of
 * column width, so the balance test above cannot see the gutter. It is there when many prose
 * lines share an edge near the middle of the page and nothing crosses that edge beside them.
 */
function oneSidedGutter(lines: Line[], pageWidth: number, pageHeight: number): number | null {
  // Prose of column width, measured against the page's shorter side: a column's measure is set
  // for the reader's eye, not in proportion to the page, so a landscape page's column is a smaller
  // share of its width (a conference's extended abstract sets its abstract in 235 points of a
  // 792-point page, beside an author block whose short lines show no column: allenai-c921a74c,
  // read row by row). A portrait page is measured as before.
  const prose = lines.filter((l) => l.text.length >= 20 && l.x1 - l.x0 >= 0.3 * Math.min(pageWidth, pageHeight));
  // A sidebar can be narrow: the prose column may start a quarter of the way across.
  const inMiddle = (x: number) => x >= 0.2 * pageWidth && x <= 0.8 * pageWidth;
  for (const side of ["right", "left"] as const) {
    const edgeOf = (l: Line) => (side === "right" ? l.x0 : l.x1);
    const candidates = prose.filter((l) => inMiddle(edgeOf(l)));
    for (const seed of candidates) {
      const column = candidates.filter((l) => Math.abs(edgeOf(l) - edgeOf(seed)) < 3);
      if (column.length < 8) continue;
      const edge = side === "right" ? Math.min(...column.map(edgeOf)) : Math.max(...column.map(edgeOf));
      const zoneTop = Math.min(...column.map((l) => l.top));
      const zoneBottom = Math.max(...column.map((l) => l.bottom));
      const beside = lines.filter((l) => l.bottom > zoneTop && l.top < zoneBottom && !column.includes(l));
      const gap = side === "right" ? [edge - 4, edge - 1] : [edge + 1, edge + 4];
      if (beside.some((l) => l.x0 < gap[1]! && l.x1 > gap[0]!)) continue;
      const others = beside.filter((l) => (side === "right" ? l.x1 <= gap[0]! : l.x0 >= gap[1]!));
      if (others.length < 3) continue;
      const near = side === "right" ? Math.max(...others.map((l) => l.x1)) : Math.min(...others.map((l) => l.x0));
      return (near + edge) / 2;
    }
  }
  return null;
}

/** Standalone numbers in the page margin: line numbers of preprints, stray page numbers. */
export function isMarginNumber(line: Line, textLeft: number, textRight: number): boolean {
  return /^\d{1,4}$/.test(line.text) && (line.x1 < textLeft - 1 || line.x0 > textRight + 1);
}

/**
 * Orders every page of a document. A page with only a few lines of text (below a full-page
 * figure) gives too little evidence to find its gutter alone; the gutter most other pages share
 * is used there when its lines sit on either side of it and none crosses it.
 */
export function orderPages(pages: { lines: Line[]; width: number; height?: number }[]): { ordered: Line[]; marginNumbers: Line[] }[] {
  const found = pages.map((p) => {
    const numbers = new Set(findLineNumbers(p.lines));
    return findGutter(p.lines.filter((l) => !numbers.has(l)), p.width, p.height);
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
 * Line numbers of a manuscript or preprint: bare integers stacked in one narrow column (their
 * edges aligned), counting up as the page goes down. Found by that shape, not by the margin,
 * because a wide header or stamp can sit further out than the numbers do.
 */
export function findLineNumbers(lines: Line[]): Line[] {
  const found: Line[] = [];
  for (const column of bareNumberColumns(lines)) {
    if (column.length < 5) continue;
    let rising = 0;
    for (let i = 1; i < column.length; i++) if (Number(column[i]!.text) > Number(column[i - 1]!.text)) rising++;
    if (rising >= 0.8 * (column.length - 1)) found.push(...column);
  }
  return found;
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
  const marginNumbers = lines.filter((l) => !entryNumbers.has(l) && (lineNumbers.has(l) || isMarginNumber(l, textLeft, textRight)));
  const kept = lines.filter((l) => !marginNumbers.includes(l));

  // The page's own gutter, when orderPages has already looked for it.
  const own = pageGutter === undefined ? findGutter(kept, pageWidth) : pageGutter;
  const gutter = own ?? (documentGutter !== null && gutterHolds(kept, documentGutter) ? documentGutter : null);
  if (gutter === null) {
    for (const l of kept) Object.assign(l, { column: 0, spanning: false, colLeft: textLeft, colRight: textRight });
    markTableCells(kept);
    return { ordered: mergeRowFragments(sortRows(kept)), marginNumbers };
  }

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

  const ordered: Line[] = [];
  let band: Line[] = [];
  const flush = () => {
    for (const column of [0, 1, 2]) ordered.push(...band.filter((l) => l.column === column));
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

/**
 * A page of three narrow columns: the gutter search finds one of its two gutters, and the side
 * beyond it holds two columns whose lines would otherwise be read across, row by row. That side
 * has a gutter of its own when its lines split there as a page's columns do (findGutter on that
 * side alone) and the two columns it gives are about as wide as the column on the other side:
 * three columns of one measure. A table or figure labels inside one column of a two-column page
 * give columns of unequal widths or too few lines, and are left as they are.
 */
function splitThirdColumn(lines: Line[], gutter: number, pageWidth: number): void {
  const sides = [
    { lines: lines.filter((l) => !l.spanning && l.column === 0), from: 0, to: gutter, first: 0 },
    { lines: lines.filter((l) => !l.spanning && l.column === 1), from: gutter, to: pageWidth, first: 1 },
  ];
  const measure = (ls: Line[]) => percentile(ls.filter((l) => l.text.length >= 20).map((l) => l.x1 - l.x0), 0.75);
  for (const [i, side] of sides.entries()) {
    const other = sides[1 - i]!;
    const otherWidth = measure(other.lines);
    // Only the wider side can hold two columns.
    if (side.to - side.from < 1.5 * (other.to - other.from) || otherWidth === 0) continue;
    const shifted = side.lines.map((l) => ({ ...l, x0: l.x0 - side.from, x1: l.x1 - side.from }));
    const found = findGutter(shifted, side.to - side.from);
    if (found === null) continue;
    const inner = found + side.from;
    const left = side.lines.filter((l) => l.x1 <= inner + 2);
    const right = side.lines.filter((l) => l.x0 >= inner - 2);
    const equal = (w: number) => w > 0.8 * otherWidth && w < 1.25 * otherWidth;
    if (left.length < 8 || right.length < 8 || !equal(measure(left)) || !equal(measure(right))) continue;
    const edges = (ls: Line[]) => [percentile(ls.filter((l) => l.text.length >= 20).map((l) => l.x0), 0.1), percentile(ls.filter((l) => l.text.length >= 20).map((l) => l.x1), 0.9)];
    const [leftFrom, leftTo] = edges(left);
    const [rightFrom, rightTo] = edges(right);
    for (const l of side.lines) {
      const second = l.x0 >= inner - 2 && l.x1 > inner + 2;
      // A line across the inner gutter (a figure or table two columns wide) stays with the first.
      Object.assign(l, second ? { column: side.first + 1, colLeft: rightFrom, colRight: rightTo } : { column: side.first, colLeft: leftFrom, colRight: l.x1 > inner + 2 ? Math.max(rightTo!, l.x1) : leftTo });
    }
    // The other side's column comes after (or before) both.
    if (i === 0) for (const l of other.lines) l.column = 2;
    return;
  }
}

/**
 * The size of a line's capitals when it is set in small capitals (a heading's "REVERB": R, E and
 * V in the heading's size, "ERB" smaller): every piece in smaller type is capitals alone, so the
 * line's size by characters is the small capitals' and not its type's. Else the line's size.
 */
function capitalsSize(line: Line): number {
  const largest = Math.max(...line.spans.map((s) => s.h));
  if (largest - line.size < 0.5) return line.size;
  const smaller = line.spans.filter((s) => s.h < largest - 0.5);
  const capitals = (s: RunSpan) => /^[\p{Lu}\s]+$/u.test(line.text.slice(s.start, s.end)) && /\p{Lu}/u.test(line.text.slice(s.start, s.end));
  return smaller.every(capitals) ? largest : line.size;
}

/**
 * Re-joins pieces of one line that the gap rule split (loosely justified lines), when they sit
 * on the same baseline in the same column and follow each other in reading order.
 */
function mergeRowFragments(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (
      prev && prev.page === line.page && prev.column === line.column && prev.spanning === line.spanning &&
      Math.abs(prev.baseline - line.baseline) < 0.3 * prev.size && line.x0 > prev.x1 && line.x0 - prev.x1 < 3 * prev.size &&
      (Math.abs(prev.size - line.size) < 0.5 || Math.abs(capitalsSize(line) - prev.size) < 0.5)
    ) {
      const offset = prev.text.length + 1;
      prev.text = `${prev.text} ${line.text}`;
      prev.spans.push(...line.spans.map((s) => ({ ...s, start: s.start + offset, end: s.end + offset })));
      prev.x1 = line.x1;
      prev.top = Math.min(prev.top, line.top);
      prev.bottom = Math.max(prev.bottom, line.bottom);
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * The short last line of a full-width paragraph or caption does not reach the gutter, yet it
 * belongs to the full-width block above it, not to the left column below.
 */
function extendSpanningBlocks(byTop: Line[]): void {
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

/**
 * Table rows are several cells on one baseline within one column (or across a full-width
 * table), with gaps wider than any word space. Prose lines never share a baseline that way.
 */
function markTableCells(lines: Line[]): void {
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

/**
 * Top-to-bottom, then left-to-right within a row. Rows are found by baseline, not by top: a
 * fragment that starts with a raised "1" has a higher top but belongs to the same line.
 */
function sortRows(lines: Line[]): Line[] {
  const byBaseline = [...lines].sort((a, b) => a.baseline - b.baseline);
  const out: Line[] = [];
  let row: Line[] = [];
  for (const line of byBaseline) {
    if (row.length > 0 && line.baseline - row[0]!.baseline > 0.45 * Math.max(line.size, row[0]!.size)) {
      out.push(...row.sort((a, b) => a.x0 - b.x0));
      row = [];
    }
    row.push(line);
  }
  out.push(...row.sort((a, b) => a.x0 - b.x0));
  return out;
}

/** A fragment continuing a full-width line on its baseline (split at a wide space) is part of it. */
function extendSpanningRows(byTop: Line[]): void {
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
