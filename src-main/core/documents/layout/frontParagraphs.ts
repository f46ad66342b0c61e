import { endsSentence } from "./blocks.ts";
import { besideTitle, type PieceGroup } from "./pieceGroups.ts";
import type { Line } from "./types.ts";

// The title page's paragraphs as laid out, not as the reading order strung them: what an
// abstract with no "Abstract" block is looked for in (unlabelledAbstract.ts).

/** The title page as laid out, to read an abstract the reading-order blocks may have scrambled. */
export interface LayoutPage {
  /** The page's lines before reading order (one per column fragment). */
  lines: Line[];
  /** Its page number. */
  page: number;
  bodySize: number;
  bodyFont: string;
  pageWidth: number;
}

/** A paragraph's text, its lines joined by a space. */
export const textOf = (p: Line[]) => p.map((l) => l.text).join(" ");

/**
 * A loosely justified line can be split at a word space wider than an em ("principled   DL
 * field,   and"): its pieces sit on one baseline with a gap that lines just above or below run
 * across. A gutter is a gap no nearby line crosses. The pieces are joined into one line (a copy).
 */
function joinLooseFragments(lines: Line[]): Line[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const out: Line[] = [];
  for (const line of sorted) {
    const prev = out.at(-1);
    const gap = prev ? line.x0 - prev.x1 : -1;
    const sameRow = prev && Math.abs(prev.baseline - line.baseline) < 0.3 * prev.size && Math.abs(prev.size - line.size) < 0.35 && prev.font === line.font;
    if (prev && sameRow && gap > 0 && gap < 3 * prev.size) {
      const mid = (prev.x1 + line.x0) / 2;
      const crossed = lines.some((o) => o !== prev && o !== line && Math.abs(o.baseline - line.baseline) > 0.3 * line.size && Math.abs(o.baseline - line.baseline) < 4 * line.size && o.x0 < mid - 1 && o.x1 > mid + 1);
      if (crossed) {
        const offset = prev.text.length + 1;
        out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}`, x1: line.x1, spans: [...prev.spans, ...line.spans.map((sp) => ({ ...sp, start: sp.start + offset, end: sp.end + offset }))] };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * Paragraphs of the page as laid out, sidebars left out: lines in one size and font, each close
 * below the last, overlapping it horizontally. The reading-order blocks may interleave a sidebar
 * with the lines of an abstract beside it; these do not. A paragraph cut at the foot of a column
 * goes on with the one that opens the next column in its type.
 */
export function frontParagraphs(page: LayoutPage, title: PieceGroup, from: number): Line[][] {
  const lines = joinLooseFragments(page.lines)
    .filter((l) => l.top >= from - 1 && /\p{L}/u.test(l.text))
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const paragraphs: Line[][] = [];
  for (const line of lines) {
    // A line beside a short centred title is a sidebar's, unless it ends a paragraph that stands
    // under the title: the short last line of an abstract starts at the paragraph's left edge,
    // which lies left of such a title (REVTeX's abstract under a one-line title).
    const aside = besideTitle(line.x0, line.x1, title, page.pageWidth);
    const open = paragraphs.find((p) => {
      const last = p.at(-1)!;
      const dy = line.baseline - last.baseline;
      const width = Math.max(...p.map((l) => l.x1 - l.x0));
      const headingLike = line.font !== last.font && line.x1 - line.x0 < 0.6 * width;
      if (aside && (p.length < 2 || p.some((l) => besideTitle(l.x0, l.x1, title, page.pageWidth)) || Math.abs(line.x0 - Math.min(...p.map((l) => l.x0))) > line.size)) return false;
      return Math.abs(line.size - last.size) < 0.35 && dy > 0.3 * line.size && dy < 1.75 * line.size && line.x0 < last.x1 && line.x1 > last.x0 && !headingLike && !(endsSentence(last.text) && last.x1 - last.x0 < 0.7 * width && p.length > 1);
    });
    if (open) open.push(line);
    else if (!aside) paragraphs.push([line]);
  }
  // Top to bottom; paragraphs that start level are read left to right.
  paragraphs.sort((a, b) => (Math.abs(a[0]!.top - b[0]!.top) < 0.5 * a[0]!.size ? a[0]!.x0 - b[0]!.x0 : a[0]!.top - b[0]!.top));
  for (const p of paragraphs) {
    if (p.length < 3 || endsSentence(textOf(p))) continue;
    const right = Math.max(...p.map((l) => l.x1));
    const next = paragraphs.find((q) => q !== p && q.length > 0 && q[0]!.x0 >= right - 2 && q[0]!.top <= p.at(-1)!.bottom && Math.abs(q[0]!.size - p[0]!.size) < 0.35 && q[0]!.font === p[0]!.font && /^[\p{Ll}\p{N}(]/u.test(q[0]!.text));
    if (next) p.push(...next.splice(0));
  }
  return paragraphs.filter((p) => p.length > 0);
}
