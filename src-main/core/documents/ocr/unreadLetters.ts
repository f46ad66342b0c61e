import type { Block, Line, Word } from "tesseract.js";
import type { GreyPixels } from "./inkHeights.ts";

/** Darker than this is ink (as `inkHeights`). */
const INK = 128;
/**
 * A gap between two words of one row narrower than this share of the line's height is a word
 * space the reader keeps (it parts a row at about an em); wider than `FAR` it is a gutter or a
 * table's cells, whatever ink lies in it.
 */
const NEAR = 0.6;
const FAR = 3;
/** Baselines this share of the line's height apart are one row. */
const SAME_ROW = 0.3;
/** Unread ink at least this wide (a share of the line's height) is a letter, not a rule or a speck. */
const LETTER_WIDTH = 0.25;
/** Ink rising at least this share of the line's height over the baseline is a letter's, not a dot's. */
const LETTER_HEIGHT = 0.3;

interface Placed {
  word: Word;
  line: Line;
  baseline: number;
  height: number;
}

/**
 * Tesseract's words with a word that stands after letters tesseract left unread moved back to
 * where their ink begins. Now and then the recogniser drops a letter from the page altogether (a
 * capital M of a sans-serif abstract: "thrombocytopenia. Mechanical" read "thrombocytopenia."
 * and "echanical", 50 px apart where the line's words stand 15-20 px apart, and tesseract put the
 * two halves in separate blocks, CeON-test1 at 300 dpi). The reader, for which a gap of about an
 * em parts two columns or cells, cut the row there, and the abstract ended at
 * "thrombocytopenia.". A gutter or a table's gap is white; this gap holds a letter's ink, from the
 * baseline up: the next word begins where that ink begins. The letter stays unread (no word is
 * guessed); the row stays whole. Only a gap of a few ems is looked into: a wider one is a gutter
 * or a figure, whatever ink lies in it. Quadratic in a page's words: a page holds a few thousand.
 */
export function withUnreadLettersClosed(blocks: readonly Block[], pixels: GreyPixels | undefined): Block[] {
  if (!pixels) return [...blocks];
  const placed: Placed[] = [];
  for (const block of blocks) for (const paragraph of block.paragraphs) for (const line of paragraph.lines) {
    const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
    const height = line.bbox.y1 - line.bbox.y0;
    if (!(height > 0) || !Number.isFinite(baseline)) continue;
    for (const word of line.words) if (word.text.trim()) placed.push({ word, line, baseline, height });
  }
  const moved = new Map<Word, number>();
  for (const right of placed) {
    const left = nearestOnLeft(right, placed);
    if (!left) continue;
    const gap = right.word.bbox.x0 - left.word.bbox.x1;
    if (gap <= NEAR * right.height || gap > FAR * right.height) continue;
    const start = unreadInkStart(left, right, pixels);
    if (start !== null) moved.set(right.word, start);
  }
  if (moved.size === 0) return [...blocks];
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({
      ...paragraph,
      lines: paragraph.lines.map((line) => (line.words.some((w) => moved.has(w)) ? { ...line, words: line.words.map((w) => movedStart(w, moved.get(w))) } : line)),
    })),
  }));
}

/** The word of the row that reaches furthest right of those starting before `right`: what the gap is measured from (a word whose box runs on over the gap leaves none). */
function nearestOnLeft(right: Placed, placed: readonly Placed[]): Placed | null {
  let best: Placed | null = null;
  for (const other of placed) {
    if (other === right || other.word.bbox.x0 >= right.word.bbox.x0) continue;
    if (Math.abs(other.baseline - right.baseline) > SAME_ROW * right.height) continue;
    if (!best || other.word.bbox.x1 > best.word.bbox.x1) best = other;
  }
  return best;
}

/**
 * Where letter-like ink in the gap between two words begins, or null when the gap holds none. A
 * dropped letter is set against the word it begins (a letter space before it, a word space at
 * most): the ink is read back from the right word, through white no wider than a word space, and
 * must reach within a word space of it. Ink standing apart in the gap is something else: a boxed
 * figure's frame between its last line and the next column's line on that row (bunescu-acl07,
 * whose right-column line was moved onto the figure's and read with it as one line).
 */
function unreadInkStart(left: Placed, right: Placed, pixels: GreyPixels): number | null {
  const height = right.height;
  const baseline = Math.round(Math.min(left.baseline, right.baseline));
  const top = Math.max(0, Math.round(baseline - (1 - LETTER_HEIGHT) * height));
  const x0 = Math.max(0, Math.ceil(left.word.bbox.x1) + 1);
  const x1 = Math.min(pixels.width, Math.floor(right.word.bbox.x0) - 1);
  const inkAt = (x: number, from: number, to: number) => {
    for (let y = Math.max(0, from); y < Math.min(pixels.height, to); y++) if (pixels.data[y * pixels.width + x]! < INK) return true;
    return false;
  };
  const space = NEAR * height;
  let first = -1;
  let columns = 0;
  // The white last seen, counted from the right word's start: no wider than a word space.
  let white = right.word.bbox.x0 - x1;
  for (let x = x1 - 1; x >= x0; x--) {
    // A letter's ink between the baseline and its top; a dot or a hyphen sits lower or is thin.
    if (!inkAt(x, top, baseline - Math.round(LETTER_HEIGHT * height))) {
      if (++white > space) break;
      continue;
    }
    white = 0;
    first = x;
    columns++;
  }
  if (first < 0 || columns < LETTER_WIDTH * height) return null;
  return first;
}

function movedStart(word: Word, start: number | undefined): Word {
  if (start === undefined) return word;
  const [firstSymbol, ...rest] = word.symbols ?? [];
  return {
    ...word,
    bbox: { ...word.bbox, x0: start },
    symbols: firstSymbol ? [{ ...firstSymbol, bbox: { ...firstSymbol.bbox, x0: start } }, ...rest] : [],
  };
}
