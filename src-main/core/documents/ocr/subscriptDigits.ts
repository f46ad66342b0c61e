import type { Block, Line, Symbol as OcrSymbol, Word } from "tesseract.js";
import { pgmHeader } from "../layout/imagePgm.ts";
import { greyPixelsOfPgm, type GreyPixels } from "./inkHeights.ts";
import { letterHeights } from "./letterHeights.ts";

/** The marks tesseract reads a subscript digit as: the digit's ink low on the line looks like a comma's tail. */
const SUBSCRIPT_READS = /^[,;]$/;
/**
 * A subscript digit's box, as shares of the line's x-height: as tall and as wide as a small digit,
 * its top above the baseline but below the row's top. Measured on the twelve tuning scans (1,798
 * commas and semicolons after a letter or digit, both resolutions): the subscripts read as "," or
 * ";" ("P2", "S2", "ZnSO4", "CDCl3", "H2", "PF254") were 0.85 to 1.0 tall and 0.44 to 0.67 wide; a
 * real comma is under 0.7 tall or under 0.4 wide (a semicolon is tall but narrow; "et al," drawn
 * wide is short). A box standing 0.94 and more above the baseline is one tesseract drew over the
 * whole row ("Hepes,", "[50],"), and a generated page's subscript set low stood 0.37 above it.
 */
const MIN_HEIGHT = 0.7;
const MIN_WIDTH = 0.4;
const MAX_RISE = 0.85;
/** A formula's word holds a capital or a digit before the mark: "importantly," is prose. */
const FORMULA_BEFORE = /[\p{Lu}\p{N}]/u;
/** What may stand before the mark: a letter, a digit or a closing bracket of the formula. */
const BEFORE_MARK = /^[\p{L}\p{N})\]]$/u;
/** Bounds the re-reads a page may cost (a page of chemistry has a few dozen). */
export const MAX_REREADS_PER_PAGE = 40;
/** The re-read must be this sure of its digit; otherwise the mark stays as read. */
const MIN_CONFIDENCE = 60;
/** The mark's box is cut out with this share of the x-height around it, and drawn this many times larger. */
const MARGIN = 0.2;
const ENLARGE = 3;

/** A mark on a line that may be a subscript digit, and where. */
export interface SubscriptMark {
  word: Word;
  index: number;
  /** The mark's ink on the page, in pixels (right and bottom edges outside it). */
  ink: Box;
}

/** A box in pixels, right and bottom edges outside it. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Reads small pictures (grey PGMs) each as a single digit: the digit and how sure, or null, in order. */
export type DigitReader = (pictures: Uint8Array[]) => Promise<({ text: string; confidence: number } | null)[]>;

/**
 * The marks on a line that tesseract read as "," or ";" but whose box is a subscript digit's: right
 * after a letter, digit or ")" of a word that holds a capital or a digit (a formula: "ZnSO4",
 * "CDCl3", "P2"), standing as high above the baseline and as wide as a small digit, which no comma
 * is. The box says a digit sat there, not which: `readSubscriptDigits` reads it again.
 */
export function subscriptMarks(line: Line, pixels: GreyPixels): SubscriptMark[] {
  const xHeight = lineXHeight(line);
  if (!xHeight) return [];
  const marks: SubscriptMark[] = [];
  for (const word of line.words) {
    const symbols = word.symbols ?? [];
    if (symbols.map((s) => s.text).join("") !== word.text) continue;
    // Whether the symbols before i hold a capital or a digit, kept as the walk goes (testing each
    // mark's whole prefix again cost a word of n symbols n squared: 8,000, 3.4 s).
    let formula = false;
    for (let i = 1; i < symbols.length; i++) {
      const mark = symbols[i]!;
      formula ||= FORMULA_BEFORE.test(symbols[i - 1]!.text);
      if (!SUBSCRIPT_READS.test(mark.text) || !BEFORE_MARK.test(symbols[i - 1]!.text)) continue;
      if (!formula) continue;
      // Tesseract's box of the mark may reach over the letters beside it and up the whole row
      // ("CDCl," boxed from the l's top): the mark is its ink between them.
      // A subscript stands free below the row's x-height: ink reaching the top of that window is
      // a letter's (a stem, or a comma's box drawn over the whole row, "Hepes,").
      const next = symbols[i + 1]?.bbox.x0 ?? Infinity;
      const baseline = baselineAt(line, (mark.bbox.x0 + mark.bbox.x1) / 2);
      const top = Math.round(baseline - MAX_RISE * xHeight);
      const ink = lastInk(pixels, { x0: Math.max(mark.bbox.x0, symbols[i - 1]!.bbox.x1), y0: top, x1: Math.min(mark.bbox.x1, next), y1: Math.max(mark.bbox.y1, baseline + 1) });
      if (!ink || ink.y0 <= top) continue;
      if (baseline - ink.y0 > 0 && ink.y1 - ink.y0 >= MIN_HEIGHT * xHeight && ink.x1 - ink.x0 >= MIN_WIDTH * xHeight) marks.push({ word, index: i, ink });
    }
  }
  return marks;
}

/**
 * The page's blocks with each subscript mark (see `subscriptMarks`) read once more: its box cut
 * from the page picture, enlarged, and read as one digit by `readDigit`. A mark read as a digit
 * with confidence becomes that digit; any other mark stays as read. At most
 * MAX_REREADS_PER_PAGE marks a page are read again. Words are replaced, never changed in place.
 */
export async function readSubscriptDigits(blocks: Block[], pgm: Uint8Array, readDigit: DigitReader): Promise<Block[]> {
  const pixels = greyPixelsOfPgm(pgm);
  if (!pixels) return blocks;
  const marks: SubscriptMark[] = [];
  const pictures: Uint8Array[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const xHeight = lineXHeight(line);
        for (const mark of subscriptMarks(line, pixels)) {
          if (!xHeight || marks.length >= MAX_REREADS_PER_PAGE) break;
          marks.push(mark);
          pictures.push(enlargedBox(pixels, mark.ink, xHeight));
        }
      }
    }
  }
  if (marks.length === 0) return blocks;
  const reads = await readDigit(pictures);
  const digits = new Map<Word, Map<number, string>>();
  marks.forEach(({ word, index }, i) => {
    const read = reads[i];
    if (!read || !/^[0-9]$/.test(read.text) || read.confidence < MIN_CONFIDENCE) return;
    digits.set(word, (digits.get(word) ?? new Map<number, string>()).set(index, read.text));
  });
  if (digits.size === 0) return blocks;
  const mended = (word: Word): Word => {
    const found = digits.get(word);
    if (!found) return word;
    const symbols: OcrSymbol[] = word.symbols.map((s, i) => (found.has(i) ? { ...s, text: found.get(i)! } : s));
    return { ...word, text: symbols.map((s) => s.text).join(""), symbols };
  };
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.map((line) => ({ ...line, words: line.words.map(mended) })) })),
  }));
}

/** The line's x-height in pixels: its x-height letters' boxes (see letterHeights), else tesseract's row measures, null without either. */
function lineXHeight(line: Line): number | null {
  const letters = letterHeights(line);
  if (letters) return letters.x;
  const row = line.rowAttributes;
  if (!row || !(row.rowHeight > 0)) return null;
  const xHeight = row.rowHeight - Math.abs(row.ascenders ?? 0) - Math.abs(row.descenders ?? 0);
  return xHeight > 0 ? xHeight : null;
}

/** The line's baseline at x (a crooked scan's line drifts); the line's box bottom without one. */
function baselineAt(line: Line, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline ?? {};
  if (![x0, y0, x1, y1].every(Number.isFinite) || x1 === x0) return line.bbox.y1;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/**
 * The mark's box cut from the page, on white with a margin (so the neighbours' ink, a letter
 * or bracket touching the subscript, is left out), drawn ENLARGE times larger, as a grey PGM.
 */
function enlargedBox(pixels: GreyPixels, mark: Box, xHeight: number): Uint8Array {
  const margin = Math.max(2, Math.round(MARGIN * xHeight));
  const { x0: left, y0: top, x1: right, y1: bottom } = mark;
  const inner = { width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  const width = (inner.width + 2 * margin) * ENLARGE;
  const height = (inner.height + 2 * margin) * ENLARGE;
  const header = pgmHeader(width, height);
  const out = new Uint8Array(header.length + width * height).fill(255);
  out.set(header);
  for (let y = 0; y < height; y++) {
    const py = top + Math.floor(y / ENLARGE) - margin;
    if (py < top || py >= bottom) continue;
    for (let x = 0; x < width; x++) {
      const px = left + Math.floor(x / ENLARGE) - margin;
      if (px >= left && px < right) out[header.length + y * width + x] = pixels.data[py * pixels.width + px]!;
    }
  }
  return out;
}

/** Darker than this is ink. */
const INK = 128;

/**
 * The last mark's ink inside `box` (clipped to the page): the rightmost run of inked columns, as
 * the smallest box holding its ink; null when the box holds none. Tesseract's box of a mark may
 * hold a slice of the letter before it ("CDCl," boxed over the l's stem), set apart by white.
 */
function lastInk(pixels: GreyPixels, box: Box): Box | null {
  const x0 = Math.max(0, Math.round(box.x0));
  const x1 = Math.min(pixels.width, Math.round(box.x1));
  const y0 = Math.max(0, Math.round(box.y0));
  const y1 = Math.min(pixels.height, Math.round(box.y1));
  const inked = (x: number): boolean => {
    for (let y = y0; y < y1; y++) if (pixels.data[y * pixels.width + x]! < INK) return true;
    return false;
  };
  let right = x1 - 1;
  while (right >= x0 && !inked(right)) right--;
  if (right < x0) return null;
  let left = right;
  while (left - 1 >= x0 && inked(left - 1)) left--;
  let top = y1;
  let bottom = y0;
  for (let y = y0; y < y1; y++) {
    for (let x = left; x <= right; x++) {
      if (pixels.data[y * pixels.width + x]! >= INK) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + 1);
    }
  }
  return { x0: left, y0: top, x1: right + 1, y1: bottom };
}
