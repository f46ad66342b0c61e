import type { Line } from "./types.ts";
import { neighbourCounts } from "./neighbourCounts.ts";
import { ascending, median, percentile } from "./quantiles.ts";

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
  const medianWidth = (ls: Line[]) => median(ls.map((l) => l.x1 - l.x0));
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
