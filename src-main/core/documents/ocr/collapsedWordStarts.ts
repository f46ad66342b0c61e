import type { Block, Line, Word } from "tesseract.js";
import { median } from "../layout/quantiles.ts";

/** A character box this narrow (pixels) is no glyph's ink: the recogniser lost where it began. */
const COLLAPSED_WIDTH = 1;
/** A gap before a word wider than this many of the line's usual word spaces is not a word space. */
const WIDE_GAP = 2;
/** Word spaces needed on the line to know its usual one. */
const MIN_GAPS = 3;

/**
 * Tesseract's lines with a word whose first characters' boxes collapsed to a pixel set back to
 * start a word space after the word before it. The LSTM recogniser places each character where
 * the network fired, and now and then it fires for a word's first letters only at the next
 * letter: "DNA" after "mitochondrial" had its "D" and "N" boxed one pixel wide on the "A", so the
 * word began 71 px after the word before it where the line's words stand 15-19 px apart
 * (papers-wide 41 at 300 dpi). The reader, for which a gap of several word spaces parts two
 * columns or cells, cut the line there, and the abstract lost "Results: We sequenced
 * mitochondrial" to its end. The gap is ink the box lost: the word begins one usual word space
 * after the word before it. A wide gap before a word whose first letter has a true box (a tab
 * stop, a column gutter, a table's cells) is left as read.
 */
export function restoreCollapsedWordStarts(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.map(restoreLine) })),
  }));
}

function restoreLine(line: Line): Line {
  const words = line.words.filter((w) => w.text.trim());
  const gaps = words.slice(1).map((w, i) => w.bbox.x0 - words[i]!.bbox.x1);
  if (gaps.length < MIN_GAPS) return line;
  const space = median(gaps);
  if (!(space > 0)) return line;
  const restored = new Map<Word, Word>();
  words.forEach((word, i) => {
    if (i === 0 || gaps[i - 1]! <= WIDE_GAP * space || !startCollapsed(word)) return;
    const start = words[i - 1]!.bbox.x1 + space;
    const symbols = word.symbols ?? [];
    const firstTrue = symbols.findIndex((s) => s.bbox.x1 - s.bbox.x0 > COLLAPSED_WIDTH);
    // The lost letters are drawn across the regained span, each as wide, up to the first boxed one.
    const end = firstTrue >= 0 ? symbols[firstTrue]!.bbox.x0 : word.bbox.x1;
    const lost = firstTrue >= 0 ? firstTrue : symbols.length;
    const step = (end - start) / lost;
    restored.set(word, {
      ...word,
      bbox: { ...word.bbox, x0: start },
      symbols: symbols.map((s, k) => (k < lost ? { ...s, bbox: { ...s.bbox, x0: Math.round(start + k * step), x1: Math.round(start + (k + 1) * step) } } : s)),
    });
  });
  if (restored.size === 0) return line;
  return { ...line, words: line.words.map((w) => restored.get(w) ?? w) };
}

/** Whether a word's first character (a letter or digit) has a box no wider than a pixel. */
function startCollapsed(word: Word): boolean {
  const first = word.symbols?.[0];
  return !!first && /[\p{L}\p{N}]/u.test(first.text) && first.bbox.x1 - first.bbox.x0 <= COLLAPSED_WIDTH && (word.symbols?.length ?? 0) > 1;
}

