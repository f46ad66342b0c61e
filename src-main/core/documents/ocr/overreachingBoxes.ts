import type { Block, Line, Word } from "tesseract.js";

/**
 * Tesseract's confidence (0-100) from which a word a box ran over is brought back. The 115 hidden
 * words of the tuning pages: a figure's labels and sideways margins read as garbage at 0-48, the
 * first words of sentences at 92-96, and true marks tesseract is unsure of between ("=", ">", "+"
 * at 54-59, hidden again at 60) and below (a URL's "licenses" at 6 and 22, "V" of "0.39 V" at 45).
 */
const SURE = 50;

/**
 * How many times as wide as tall a character's box may be before it is no character's. The
 * widest glyphs ("m", "W", "—" aside) box at 1.5 their height or less; a box over 3 is the recogniser
 * running on across the words after it. On the tuning scans: a URL's last "/" boxed 4.6-4.8 times
 * as wide as tall over "VESPA." (read at 0 and 6 though its letters were at 99), and over a sure
 * "1" or "4+" (79-80); the low words hidden by glyph-shaped boxes ("4+" under "11.21" at 1.8, "d)"
 * at 1.2) stay hidden.
 */
const NO_GLYPH_ASPECT = 3;

/**
 * Tesseract's lines with every word's box ending where the next word's starts when its last
 * character's box reaches over it. The LSTM recogniser places a character by where the network
 * fired, and the box of a word's last character (a full stop, a comma, a final letter) often
 * runs on over the word after it: "reviewers." ended 50 px past the start of "The" that follows
 * it, and the reader, for which prose never overlaps itself, took "The" for an overlay of
 * "reviewers." and dropped it (papers-more 73 lost the first word of one sentence in three so,
 * 74 and 75 a short "of" or "a"). Printed words of a line stand apart, so the box is cut where
 * the next word begins; only the last character's box may have run on (every other character of
 * the word ends before the next word starts), so a line tesseract read with its words truly
 * overlapping (sideways text read across) is left as read. Only a word tesseract is sure of is
 * brought back so: what a box hid and tesseract read at a low confidence is nearly always
 * the garbage of a figure's labels or a citation mark, where the hidden first words of sentences
 * ("The", "of", "a") were read at 92-96. A word under a box too wide for any character is
 * brought back at any confidence: tesseract marks down a word such a box ran over, however
 * clearly its letters read.
 */
export function trimOverreachingWords(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.map(trimLine) })),
  }));
}

function trimLine(line: Line): Line {
  let changed = false;
  const words = line.words.map((word, i) => {
    const next = line.words.slice(i + 1).find((w) => w.text.trim());
    const trimmed = next && (next.confidence >= SURE || lastBoxIsNoGlyph(word)) && word.text.trim() ? trimWord(word, next.bbox.x0) : word;
    if (trimmed !== word) changed = true;
    return trimmed;
  });
  return changed ? { ...line, words } : line;
}

/** Whether the word's last character's box is too wide for any character: what it hid was not read under a glyph, and is kept whatever tesseract's confidence. */
function lastBoxIsNoGlyph(word: Word): boolean {
  const last = word.symbols?.at(-1);
  if (!last) return false;
  const height = last.bbox.y1 - last.bbox.y0;
  return height > 0 && last.bbox.x1 - last.bbox.x0 > NO_GLYPH_ASPECT * height;
}

function trimWord(word: Word, nextStart: number): Word {
  const symbols = word.symbols ?? [];
  const last = symbols.at(-1);
  if (!last || word.bbox.x1 <= nextStart || nextStart <= word.bbox.x0) return word;
  // One pixel of slack: neighbouring glyphs' boxes may touch.
  if (symbols.slice(0, -1).some((s) => s.bbox.x1 > nextStart + 1)) return word;
  // The last character's box may lie wholly past where the next word starts: the recogniser
  // placed the glyph late, over the next word ("throughout" with its last "t" boxed from "the"'s
  // first column to past "processes.", on a 200 dpi scan of an olmOCR sample page). The glyph
  // stands between the character before it and the next word, so it is boxed there.
  const start = last.bbox.x0 < nextStart ? last.bbox.x0 : Math.min(nextStart - 2, symbols.at(-2)?.bbox.x1 ?? word.bbox.x0);
  if (last.bbox.x0 >= nextStart && start >= nextStart - 1) return word;
  const end = Math.max(start + 1, nextStart - 1);
  return {
    ...word,
    bbox: { ...word.bbox, x1: Math.min(word.bbox.x1, end) },
    symbols: [...symbols.slice(0, -1), { ...last, bbox: { ...last.bbox, x0: start, x1: Math.min(last.bbox.x1, end) } }],
  };
}
