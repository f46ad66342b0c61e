import type { Block, Line } from "tesseract.js";

/** Below this confidence (tesseract's 0-100) on every word, tesseract did not take a line for type it knows. */
const UNREAD_CONFIDENCE = 10;
/** A line this many times taller than the page's text is in title type or larger. */
const LARGE = 1.5;

/**
 * Tesseract's lines without the large ones it could not read: a line in title type or larger
 * whose every word tesseract read at a confidence under 10 is a logo or a drawing, not type. A
 * journal's logo at the top of a first page (a mark and its name, 113 px tall against a 38 px
 * body) read "wr eLife" at confidence 0, and the reader, taking the largest type at the top for
 * the title, gave the paper that title (papers-wide 38 at 300 dpi); read as one word at 200 dpi it
 * was too short to be a title. A title or heading is large, clean type, read with confidence;
 * lines of the page's own size read at confidence 0 (a word with a closing quote, a URL) are text
 * and stay.
 */
export function withoutUnreadLargeLines(blocks: readonly Block[]): Block[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter((l) => l.words.some((w) => w.text.trim()));
  const text = textHeight(lines);
  const unread = new Set(lines.filter((l) => height(l) > LARGE * text && l.words.every((w) => !w.text.trim() || w.confidence < UNREAD_CONFIDENCE)));
  if (unread.size === 0) return [...blocks];
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.filter((l) => !unread.has(l)) })),
  }));
}

const height = (line: Line) => line.bbox.y1 - line.bbox.y0;

/** The height most of the page's characters are set at: the middle line height counted by characters. */
function textHeight(lines: Line[]): number {
  const sorted = [...lines].sort((a, b) => height(a) - height(b));
  const total = sorted.reduce((n, l) => n + l.text.trim().length, 0);
  let seen = 0;
  for (const l of sorted) {
    seen += l.text.trim().length;
    if (seen >= total / 2) return height(l);
  }
  return Infinity;
}
