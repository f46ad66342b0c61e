import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { OperatorList, ShownGlyph } from "./operatorList.ts";
import { dropSpacesBefore, runsByFont } from "./fontRunChars.ts";
import { median } from "./quantiles.ts";
import type { PageText } from "./types.ts";
import type { FontGlyphGaps, FontGlyphPlaces, PageItalicGaps } from "./fontGlyphGaps.ts";
import { matrixOf, TextPen } from "./textPen.ts";

// TeX sets math letters in an italic font and puts each letter's italic correction after it as a
// kern ("S[-183]D" in a TJ array: 0.183 em). pdf.js reads any gap over 0.102 em inside one run as
// a word space, so "$SD$" reads "S D" and "$LCPU$" "LC PU". A word space on the same page is a
// wider kern (0.25 em and more in Times and Charter), and a text font's own gaps are mostly word
// spaces, and a line's word spaces are stretched alike (two gaps of one width in one operator).
// So a font whose gaps are, most of them, clearly narrower than the page's word spaces, and never
// two alike in one operator, draws letters set close with gaps that are no word breaks (a font set
// for math: each letter's correction its own; a bold header's "Space[-240]Group[-240]..." is
// words, though narrower than the regular font's 0.334 em), and only those
// narrow gaps between two of its letters are taken out: a text font's words, even in a tight
// line or a tight table cell ("True[-175]Positive" in Times), are left alone. Only gaps the page
// writes as kerns inside one text-showing operator are measured (a gap made by moving the text
// position says nothing of its cause, and is left as pdf.js read it).

/** pdf.js's own threshold (SPACE_IN_FLOW_MIN_FACTOR): a narrower gap never reads as a space. */
const PDFJS_SPACE_MIN = 0.102;
/** pdf.js's SPACE_IN_FLOW_MAX_FACTOR: a wider gap parts two runs (a column's gap, not a word space). */
const PDFJS_SPACE_MAX = 0.6;
/** A gap under this share of the page's word gap is not a word space (TeX's word spaces shrink to 0.8 of their width only in a tight justified line; table cells are set at their natural width). */
const WORD_GAP_SHARE = 0.8;
/** Two kerns closer than this (ems) are one width: TeX writes a glue's width rounded to a thousandth of an em. */
const SAME_GAP = 0.002;
/** Fewer word gaps than this on the page say nothing of its word spacing. */
const MIN_WORD_GAPS = 20;
/**
 * A font whose gaps are all this wide (ems) and alike writes its word spaces as kerns: a heading's
 * bold face ("Cluster[-253]computing" in Times-Bold, whose space is 0.25 em) is narrower than a
 * justified body's stretched spaces, yet a word gap. TeX's italic corrections and math kerns, the
 * gaps this module takes out, stay under a fifth of an em and differ letter by letter.
 */
const KERNED_WORD_GAP = 0.2;
/** Gaps within this share of their median are one width: a word space set by one font at one size, kerned pairs aside. */
const ALIKE_SHARE = 0.1;

/** Every gap at least KERNED_WORD_GAP and within ALIKE_SHARE of their median: the font's word spaces. */
function kernedWordSpaces(gaps: readonly number[]): boolean {
  const mid = median(gaps);
  return mid >= KERNED_WORD_GAP && gaps.every((g) => Math.abs(g - mid) <= ALIKE_SHARE * mid);
}

/** The glyphs of each font on the page whose gaps are mostly narrower than the page's word gap, with the kern before each; and that word gap. */
export function findItalicGaps(list: OperatorList): PageItalicGaps {
  const fonts = new Map<string, FontGlyphGaps & { wide: number[]; spaced: boolean }>();
  const placed = new Map<string, FontGlyphPlaces>();
  const wordGaps: number[] = [];
  let font = "";
  let size = 0;
  let charSpacing = 0;
  let wordSpacing = 0;
  let hScale = 1;
  const pen = new TextPen();
  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.setFont) {
      const [nextFont, nextSize] = [String(args?.[0]), Math.abs(Number(args?.[1])) || 0];
      // A new font, or a new size, starts a line of its own (a writer that sets the font again before each word continues its line).
      if (nextFont !== font || nextSize !== size) pen.newLine();
      [font, size] = [nextFont, nextSize];
      continue;
    }
    if (fn === OPS.setCharSpacing) {
      charSpacing = Number(args?.[0]) || 0;
      continue;
    }
    if (fn === OPS.setWordSpacing) wordSpacing = Number(args?.[0]) || 0;
    else if (fn === OPS.setHScale) hScale = (Number(args?.[0]) || 100) / 100;
    else if (fn === OPS.beginText) pen.begin();
    else if (fn === OPS.setTextMatrix) pen.setMatrix(matrixOf(args?.[0]));
    else if (fn === OPS.moveText || fn === OPS.setLeadingMoveText) pen.move(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
    else if (fn === OPS.nextLine) pen.newLine();
    if (fn !== OPS.showText || size === 0) continue;
    let entry = fonts.get(font);
    if (!entry) fonts.set(font, (entry = { chars: [], gapBefore: [], wide: [], spaced: false }));
    let places = placed.get(font);
    if (!places) placed.set(font, (places = { chars: [], gapBefore: [], line: [] }));
    const inBand: number[] = [];
    // The gap since the last glyph in this operator: NaN before its first glyph, Infinity after a space glyph.
    let gap = Number.NaN;
    for (const glyph of (args?.[0] ?? []) as (ShownGlyph | number | null)[]) {
      if (typeof glyph === "number") {
        if (!Number.isNaN(gap)) gap += -glyph / 1000;
        pen.advance((-glyph / 1000) * size * hScale);
        continue;
      }
      if (glyph === null || typeof glyph !== "object") continue;
      const advance = ((Number(glyph.width) || 0) / 1000) * size + charSpacing + (glyph.isSpace ? wordSpacing : 0);
      const placedGap = pen.gapTo(size);
      pen.advance(advance * hScale);
      if (!glyph.unicode) continue;
      const text = glyph.unicode.normalize("NFKC").replace(/\s+/g, "");
      if (!text) {
        gap = Number.POSITIVE_INFINITY;
        pen.forget();
        continue;
      }
      for (const [n, ch] of [...text].entries()) {
        places.chars.push(ch);
        places.gapBefore.push(n === 0 ? placedGap : 0);
        places.line.push(pen.lineNumber);
      }
      pen.mark();
      if (Number.isFinite(gap) && gap >= PDFJS_SPACE_MIN && gap <= PDFJS_SPACE_MAX) {
        wordGaps.push(gap);
        entry.wide.push(gap);
        // TeX stretches a line's word spaces alike: two gaps of one width in one operator are word spaces, and the font a text font.
        if (inBand.some((other) => Math.abs(other - gap) < SAME_GAP)) entry.spaced = true;
        inBand.push(gap);
      }
      for (const [n, ch] of [...text].entries()) {
        entry.chars.push(ch);
        entry.gapBefore.push(n === 0 ? gap : 0);
      }
      gap = charSpacing / size;
    }
  }
  const wordGap = wordGaps.length >= MIN_WORD_GAPS ? median(wordGaps) : Number.NaN;
  const close = new Map<string, FontGlyphGaps>();
  for (const [font, { chars, gapBefore, wide, spaced }] of fonts) if (!spaced && wide.length > 0 && median(wide) < WORD_GAP_SHARE * wordGap && !kernedWordSpaces(wide)) close.set(font, { chars, gapBefore });
  return { fonts: close, wordGap, placed };
}

/**
 * Takes out of the page's runs of each font set close (see findItalicGaps) the spaces pdf.js read between two letters
 * from a kern narrower than the page's word spaces. A font's runs must read, whitespace aside,
 * exactly as the glyphs it drew; where they do not, its runs are left as read. Returns how many
 * spaces were taken out.
 */
export function joinItalicLetters(page: PageText, gaps: PageItalicGaps): number {
  if (!Number.isFinite(gaps.wordGap)) return 0;
  const limit = WORD_GAP_SHARE * gaps.wordGap;
  let joined = 0;
  const byFont = runsByFont(page);
  for (const [font, { chars, gapBefore }] of gaps.fonts) {
    // One space between two letters, the next letter's kern measured and narrow.
    joined += dropSpacesBefore(byFont.get(font) ?? [], chars, ({ at, k, ch, text }) => {
      const gap = gapBefore[k]!;
      return /\p{L}/u.test(text[at - 2]!) && /\p{L}/u.test(ch) && gap >= PDFJS_SPACE_MIN && gap < limit;
    });
  }
  return joined;
}
