import type { Bbox, Block, Line } from "tesseract.js";

/**
 * A block whose lines are under this share of the page's body height is set far smaller than any
 * running text: a screenshot's or a drawing's labels. On the tuning scans a screenshot of a paper
 * page inside a figure read 18-21 px lines against a 35-36 px body (0.50-0.58); footnotes,
 * captions, running heads and tables in small type measure 0.7-0.9 of their body.
 */
const FIGURE_SIZE = 0.6;
/**
 * The body height is the height this share of the page's characters are set at or under: with a
 * screenshot's many small letters on the page, the middle character can fall in a caption, while
 * three quarters of a page's letters are never set smaller than its body.
 */
const BODY_SHARE = 0.75;
/** Small blocks closer than this many body heights (a blank line or two between a picture's pieces) belong to one picture. */
const NEIGHBOUR_GAP = 3;
/** A picture's text is at least this many lines: a lone small line (a mark, a page foot) is not a figure. */
const MIN_FIGURE_LINES = 4;
/** A block lying this much inside a picture's region is the picture's (a heading in it, lines tesseract ran together). */
const INSIDE = 0.6;

/**
 * The page's blocks without the text of a picture: blocks of type far smaller than the body,
 * near each other, mark out a picture (a screenshot, a diagram's labels), and every block lying
 * inside that region is the picture's, not the body's. A born-digital page has no text for such a
 * picture; read by OCR as body it ran a screenshot's sentences into the paper's (2203.00130v1).
 * A page with too few body lines to measure (a full-page figure) keeps all its text.
 */
export function withoutFigureText(blocks: readonly Block[]): Block[] {
  const lines = blocks.flatMap(linesOf);
  const body = heightAtShare(lines, BODY_SHARE);
  if (!Number.isFinite(body)) return [...blocks];
  const small = blocks.filter((b) => linesOf(b).length > 0 && heightAtShare(linesOf(b), 0.5) < FIGURE_SIZE * body);
  const regions = groups(small, NEIGHBOUR_GAP * body)
    .filter((group) => group.reduce((n, b) => n + linesOf(b).length, 0) >= MIN_FIGURE_LINES)
    .map((group) => group.map((b) => b.bbox).reduce(union));
  if (regions.length === 0) return [...blocks];
  return blocks.filter((b) => !regions.some((r) => insideShare(b.bbox, r) >= INSIDE));
}

const linesOf = (block: Block): Line[] => block.paragraphs.flatMap((p) => p.lines).filter((l) => l.words.some((w) => w.text.trim()));
const height = (line: Line) => line.bbox.y1 - line.bbox.y0;

/** The line height at or under which `share` of the lines' characters are set. */
function heightAtShare(lines: readonly Line[], share: number): number {
  const sorted = [...lines].sort((a, b) => height(a) - height(b));
  const total = sorted.reduce((n, l) => n + l.text.trim().length, 0);
  let seen = 0;
  for (const l of sorted) {
    seen += l.text.trim().length;
    if (total > 0 && seen >= total * share) return height(l);
  }
  return Infinity;
}

/** The blocks in groups of neighbours: each within `gap` of another of its group. */
function groups(blocks: readonly Block[], gap: number): Block[][] {
  const parent = blocks.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i] ?? i)));
  for (let i = 0; i < blocks.length; i++) {
    for (let j = i + 1; j < blocks.length; j++) {
      if (near(blocks[i]!.bbox, blocks[j]!.bbox, gap)) parent[root(i)] = root(j);
    }
  }
  const byRoot = new Map<number, Block[]>();
  blocks.forEach((b, i) => byRoot.set(root(i), [...(byRoot.get(root(i)) ?? []), b]));
  return [...byRoot.values()];
}

const near = (a: Bbox, b: Bbox, gap: number) => a.x0 - gap <= b.x1 && b.x0 - gap <= a.x1 && a.y0 - gap <= b.y1 && b.y0 - gap <= a.y1;
const union = (a: Bbox, b: Bbox): Bbox => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) });

/** How much of box `a`'s area lies inside box `r`. */
function insideShare(a: Bbox, r: Bbox): number {
  const area = (a.x1 - a.x0) * (a.y1 - a.y0);
  if (area <= 0) return 0;
  const w = Math.max(0, Math.min(a.x1, r.x1) - Math.max(a.x0, r.x0));
  const h = Math.max(0, Math.min(a.y1, r.y1) - Math.max(a.y0, r.y0));
  return (w * h) / area;
}
