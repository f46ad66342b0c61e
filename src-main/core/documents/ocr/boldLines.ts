import type { Block, Line } from "tesseract.js";
import type { GreyPixels } from "./inkHeights.ts";

/** Darker than this is ink (as inkHeights reads it). */
const INK = 128;
/**
 * A line whose strokes are this much thicker than the page's body, size for size, is set in a bold
 * face. Measured on scans of publishers' pages: bold headings in the body's size stroke 1.24-2.0
 * times the body (a 200 dpi "Tools for data collection" 4.6 px against 3.7), body lines 0.9-1.1.
 */
const BOLD = 1.2;
/**
 * Every word of three letters or more on a bold line strokes this much thicker than the body at
 * least: a run-in heading ("Extraction and Isolation. The powdered leaves") makes its line's mean
 * bold, but the words after it are the body's face (0.9-1.1), where a bold heading's words measured
 * 1.16 or more each.
 */
const BOLD_WORD = 1.1;
/** A horizontal run of ink longer than this share of its word's height is a bar or a rule, no stem. */
const STEM_SHARE = 0.3;
/** Fewer letters than these and a line's strokes say little (a lone mark, a page number). */
const MIN_LETTERS = 3;
/** Fewer body characters than these on a page and its body's strokes cannot be measured. */
const MIN_BODY_CHARACTERS = 200;

/**
 * The mean width of a word's strokes on the page: the mean length of the horizontal runs of ink
 * across its box, leaving out runs too long for a stem (a letter's bar, an underline). A bold face
 * thickens every stem, so the mean moves with the face whatever the letters are.
 */
function strokeWidth(box: { x0: number; y0: number; x1: number; y1: number }, pixels: GreyPixels): { ink: number; runs: number } {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(pixels.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(pixels.height, Math.ceil(box.y1));
  const longest = STEM_SHARE * (y1 - y0);
  let ink = 0;
  let runs = 0;
  for (let y = y0; y < y1; y++) {
    let run = 0;
    for (let x = x0; x <= x1; x++) {
      if (x < x1 && pixels.data[y * pixels.width + x]! < INK) {
        run++;
        continue;
      }
      if (run > 0 && run <= longest) {
        ink += run;
        runs++;
      }
      run = 0;
    }
  }
  return { ink, runs };
}

/**
 * The lines of a page set in a bold face: their mean stroke is BOLD times the body's or more, the
 * body's scaled up to the line's size (a larger type has thicker strokes in any face). The body is
 * the stroke at the median character of the page. Tesseract says nothing of a word's face, and a
 * heading set bold in the body's size (a publisher's "Study population") is otherwise read as
 * body; a text layer tells it by its font. Empty when the body cannot be measured.
 */
export function boldLines(blocks: readonly Block[], sizes: ReadonlyMap<Line, number>, pixels: GreyPixels): Set<Line> {
  const measured: { line: Line; stroke: number; thinnest: number; size: number; characters: number }[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const characters = (line.text.match(/\p{L}/gu) ?? []).length;
        if (characters < MIN_LETTERS) continue;
        let ink = 0;
        let runs = 0;
        let thinnest = Infinity;
        for (const word of line.words) {
          const width = strokeWidth(word.bbox, pixels);
          ink += width.ink;
          runs += width.runs;
          if ((word.text.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS && width.runs > 0) thinnest = Math.min(thinnest, width.ink / width.runs);
        }
        if (runs === 0) continue;
        measured.push({ line, stroke: ink / runs, thinnest, size: sizes.get(line) ?? line.bbox.y1 - line.bbox.y0, characters });
      }
    }
  }
  const total = measured.reduce((n, m) => n + m.characters, 0);
  if (total < MIN_BODY_CHARACTERS) return new Set();
  const middle = (key: (m: (typeof measured)[number]) => number) => {
    const sorted = [...measured].sort((a, b) => key(a) - key(b));
    let seen = 0;
    for (const m of sorted) {
      seen += m.characters;
      if (seen >= total / 2) return key(m);
    }
    return key(sorted[sorted.length - 1]!);
  };
  const bodyStroke = middle((m) => m.stroke);
  const bodySize = middle((m) => m.size);
  return new Set(
    measured
      .filter((m) => {
        const body = bodyStroke * Math.max(1, m.size / bodySize);
        return m.stroke >= BOLD * body && m.thinnest >= BOLD_WORD * body;
      })
      .map((m) => m.line),
  );
}
