import { chunkOf, type Chunk } from "./tableChunks.ts";

/** Left edges this close (points) are one edge: a typesetter places a flush-left column's lines at one x. */
const SAME_EDGE = 0.25;
/** Body lines with a chunk beginning exactly at a heading's left edge before it is taken for a column's edge. */
const MIN_LINES = 4;
/** How far (ems) the cut chosen in a run may lie from the edge by the width estimate. */
const CUT_REACH = 1;

/**
 * Columns set flush left with less whitespace between them than parts two chunks (half an em; a
 * review's table at 7 pt leaves 3.3 to 6 pt) run a cell into the next one's, so no gap stays open
 * down the rows and two columns read as one. Where a heading's left edge is the exact left edge
 * of several body lines' chunks, it is a column's edge however narrow the gap: a chunk of a row
 * with other pieces that runs across it is parted there, at the gap between its runs or, inside
 * one run, at the space before the word that begins at the edge. Whitespace then finds the column.
 */
export function splitAtFlushEdges(header: readonly Chunk[], bands: readonly Chunk[][], carried: readonly number[] = []): Chunk[][] {
  // A table going on from the page before, under no header of its own here, has its columns' left
  // edges from there: the same flush-left columns, parted the same way.
  const starts = [...header.map((c) => c.x0), ...carried];
  if (starts.length < 2 || bands.length < MIN_LINES) return [...bands];
  const left = Math.min(...starts);
  const linesAt = lineStarts(bands);
  const edges = starts.filter((x) => x > left + 1 && linesAt(x) >= MIN_LINES);
  if (edges.length === 0) return [...bands];
  // Only a cell of a flush-left column runs into the next one: a chunk that begins at a heading's
  // edge too. A figure centred under its heading may start left of it and cross the next edge.
  const flush = (c: Chunk) => starts.some((x) => Math.abs(x - c.x0) <= SAME_EDGE);
  return bands.map((band) => {
    if (band.length < 2) return band;
    let out = [...band];
    for (const edge of edges) out = out.flatMap((c) => (c.x0 < edge - 0.5 * c.size && c.x1 > edge + 0.5 * c.size && flush(c) ? (partAt(c, edge) ?? [c]) : [c]));
    return out;
  });
}

/**
 * How many body lines have a chunk that begins at each x asked of it: a column's own text, set
 * apart from the cell before it in rows where that cell is short. A run that begins there only
 * inside chunks (a "±0.74" set close after each figure, under a heading that starts there) is
 * no column's. The starts are sorted once and each x is a binary search, so a header of many
 * headings over a long body stays n log n.
 */
function lineStarts(bands: readonly Chunk[][]): (x: number) => number {
  const starts: { x: number; band: number }[] = [];
  bands.forEach((band, i) => {
    for (const c of band) starts.push({ x: c.x0, band: i });
  });
  starts.sort((a, b) => a.x - b.x);
  return (x) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]!.x < x - SAME_EDGE) lo = mid + 1;
      else hi = mid;
    }
    const lines = new Set<number>();
    for (let i = lo; i < starts.length && starts[i]!.x <= x + SAME_EDGE; i++) lines.add(starts[i]!.band);
    return lines.size;
  };
}

/** The chunk parted at a column's edge: between its runs when one begins there, else inside the run across it. */
function partAt(chunk: Chunk, edge: number): Chunk[] | null {
  if (chunk.spanFrom < 0) return null;
  const spans = chunk.line.spans;
  for (let k = chunk.spanFrom + 1; k <= chunk.spanTo; k++) {
    const s = spans[k]!;
    const before = spans[k - 1]!;
    if (Math.abs(s.x - edge) > SAME_EDGE || before.x + before.w > s.x) continue;
    const a = chunkOf(chunk.line, chunk.spanFrom, k - 1);
    const b = chunkOf(chunk.line, k, chunk.spanTo);
    return a && b ? [a, b] : null;
  }
  for (let k = chunk.spanFrom; k <= chunk.spanTo; k++) {
    const s = spans[k]!;
    if (edge <= s.x || edge >= s.x + s.w) continue;
    const space = spaceAt(chunk.line.text, s.start, s.end, (edge - s.x) / s.w, (CUT_REACH * chunk.size) / s.w);
    if (!space) return null;
    const at = space.index;
    const text = chunk.line.text;
    const l = text.slice(spans[chunk.spanFrom]!.start, at).trim();
    const r = text.slice(at, spans[chunk.spanTo]!.end).trim();
    if (!l || !r) return null;
    // Pieces of a run have no runs of their own: they are not parted again.
    return [
      // The word at the edge has a space before it, where the left piece ends: the gap at the edge is open to whitespace.
      { ...chunk, text: l, x1: Math.min(edge - glyphWidth(" ") * chunk.size, s.x + space.share * s.w), spanFrom: -1, spanTo: -1 },
      { ...chunk, text: r, x0: edge, spanFrom: -1, spanTo: -1 },
    ];
  }
  return null;
}

/**
 * The space in text[start, end) nearest the share `at` of the run's width (within `reach` of it),
 * glyphs weighed by a rough width (spaces, punctuation and figures are narrower than capitals):
 * pdf.js gives a run's width, not its glyphs', and counting characters puts a cut before
 * "[21, 22, 38," two characters late. Its index after the space and the share of the width where
 * the space begins; null when none is near.
 */
function spaceAt(text: string, start: number, end: number, at: number, reach: number): { index: number; share: number } | null {
  let total = 0;
  for (let i = start; i < end; i++) total += glyphWidth(text[i]!);
  let acc = 0;
  let best: { index: number; share: number } | null = null;
  let bestDistance = reach;
  for (let i = start; i < end; i++) {
    if (text[i] === " ") {
      // Where the word after the space begins.
      const distance = Math.abs((acc + glyphWidth(" ")) / total - at);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { index: i + 1, share: acc / total };
      }
    }
    acc += glyphWidth(text[i]!);
  }
  return best;
}

/** A glyph's width in ems, roughly, as a proportional text face sets it. */
function glyphWidth(ch: string): number {
  if (ch === " " || /[,.;:'"|!()[\]il]/.test(ch)) return 0.27;
  if (/[mwMW]/.test(ch)) return 0.8;
  if (/\p{Lu}/u.test(ch)) return 0.67;
  return 0.5;
}
