import type { Block, Line, Word } from "tesseract.js";
import { letterHeights, sameLetters } from "./letterHeights.ts";
import { lineXHeight } from "./raisedMarks.ts";

/**
 * A gap between two words of a line wider than this many x-heights may part two columns (a word
 * space is about half an x-height; a stretched one in justified text rarely passes one).
 */
const COLUMN_GAP = 1.5;
/**
 * Pieces of a line whose letters stand on baselines further apart than this share of an x-height
 * are two lines: one piece's baseline measured twice differs by a pixel or two, far less.
 */
const OFFSET = 0.4;
/** Letters and digits that rest on the baseline in every face (no descender, nothing raised). */
const ON_BASELINE = /^[A-IK-PR-Za-fhik-or-xz0-9]$/;

/**
 * Tesseract's lines, with every line that runs across two columns set on baselines a part of a
 * line apart split into one line per column, each on its own baseline. Where the columns of a page
 * are not set on one grid (a column's lines fall between the other's), tesseract can take the
 * page for a table and read a line of each column as one line; its baseline is then one fitted to
 * both, and every word of the line was placed on it: the lines of one column came out a part of a
 * line above or below where they stand, so the reader put them out of place in their column or
 * ran them into their neighbours (papers-more 64 lost sentences so). The pieces are the stretches
 * of the line parted by a gap wider than a word space; each is placed by the median bottom of its
 * letters that rest on the baseline, measured from the line's fitted baseline so that a crooked
 * scan's drift stays in the fit. Lines whose pieces stand on one baseline are left as they are, and
 * so are lines whose pieces are not set in one type (a publisher's badge beside an abstract line,
 * labels in a figure): they are no columns of text.
 */
export function splitOffsetLines(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.flatMap(splitLine) })),
  }));
}

function splitLine(line: Line): Line[] {
  const words = line.words.filter((w) => w.text.trim());
  const xHeight = lineXHeight(line);
  const { x0, y0, x1, y1 } = line.baseline ?? {};
  if (words.length < 2 || !(xHeight > 0) || ![x0, y0, x1, y1].every(Number.isFinite)) return [line];
  const baselineAt = (x: number) => (x1 > x0 ? y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) : (y0 + y1) / 2);
  const pieces: Word[][] = [[words[0]!]];
  for (let i = 1; i < words.length; i++) {
    if (words[i]!.bbox.x0 - words[i - 1]!.bbox.x1 > COLUMN_GAP * xHeight) pieces.push([]);
    pieces.at(-1)!.push(words[i]!);
  }
  if (pieces.length < 2) return [line];
  // Neighbouring pieces on one baseline stay one piece (a wide space in a justified line parts
  // nothing); a piece with no letter to measure goes with the one before it.
  const joined: { words: Word[]; offset: number | null }[] = [];
  for (const words of pieces) {
    const offset = restingOffset(words, baselineAt);
    const last = joined.at(-1);
    if (last && (offset === null || last.offset === null || Math.abs(offset - last.offset) <= OFFSET * xHeight)) {
      last.words.push(...words);
      last.offset ??= offset;
    } else joined.push({ words, offset });
  }
  if (joined.length < 2) return [line];
  const split = joined.map((piece) => pieceLine(line, piece.words, piece.offset ?? 0));
  // Two columns of text are set in one type; a badge's or a figure's words beside a line are not
  // (or have too few letters to tell), and tesseract's line is then left whole for the size rules.
  const letters = split.map(letterHeights);
  return letters.every((l) => sameLetters(l, letters[0]!)) ? split : [line];
}

/** How far below the line's fitted baseline a piece's letters rest (pixels; null with none to measure). */
function restingOffset(piece: Word[], baselineAt: (x: number) => number): number | null {
  const offsets = piece
    .flatMap((w) => w.symbols ?? [])
    .filter((s) => ON_BASELINE.test(s.text))
    .map((s) => s.bbox.y1 - baselineAt((s.bbox.x0 + s.bbox.x1) / 2))
    .sort((a, b) => a - b);
  return offsets.length === 0 ? null : offsets[Math.floor(offsets.length / 2)]!;
}

/** A piece of a line as a line of its own: its words, their box, the line's baseline moved by `offset`. */
function pieceLine(line: Line, words: Word[], offset: number): Line {
  const bbox = {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  };
  const { x0, y0, x1, y1 } = line.baseline;
  const at = (x: number) => (x1 > x0 ? y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) : (y0 + y1) / 2) + offset;
  const text = words.map((w) => w.text.trim()).join(" ");
  const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  return { ...line, words, bbox, text, confidence, baseline: { ...line.baseline, x0: bbox.x0, y0: at(bbox.x0), x1: bbox.x1, y1: at(bbox.x1) } };
}
