import type { Block, Line } from "tesseract.js";
import { lowerMedian, median } from "../layout/quantiles.ts";
import { lineSteps } from "./baselines.ts";
import { settleBesideLines } from "./besideLines.ts";
import { settleDescenderlessPieces } from "./descenderlessPieces.ts";
import { inkXHeight, type GreyPixels } from "./inkHeights.ts";
import { letterHeights, sameLetterHeight, sameLetters, typicalLetters, type LetterHeights } from "./letterHeights.ts";
import { rowWithoutTallWord } from "./tallWordRows.ts";

/** Heights within this share of each other are one type size measured twice. */
const SAME = 0.12;
/**
 * Across the page, a size within this share of the commonest one, with its x-height, is that size:
 * a line 36 px tall beside one of 37 px is the body measured twice, not two sizes (at 200 dpi a
 * pixel is 4% of a body line). Half a point is more than this at any body size from 8 to 11 points.
 */
const PAGE_SAME = 0.045;
/** Lines whose boxes are closer than this share of the shorter line's height are neighbours (a paragraph's line gap). */
const NEIGHBOUR_GAP = 0.6;
/**
 * How far tesseract's row measure strays from a line's type: one column's body lines of one type,
 * their letters the same to the pixel, were measured 34 to 39 px (13%), mostly by where it put the
 * descenders. A paragraph whose letters are the body's is body text within this share of its size.
 */
const ROW_SLACK = 0.15;
/** Lines measured letter by letter a paragraph needs before its letters say its type (one line's few letters say little). */
const MIN_LETTER_LINES = 2;
/**
 * Baseline to baseline, lines of one type and leading are this share apart at most. Letters
 * measured to the pixel cannot tell half a point apart (an abstract at 9 pt beside a 9.5 pt body,
 * scanned at 300 dpi: x-height 18 against 19 px, ascenders 26 against 27), its line steps can:
 * 46 px against the body's 48 (4%), where one column's body paragraphs step 45.5 to 47.5 px on a
 * crooked 200 dpi scan. Half a point of a 9 to 11 point body is 4.5% or more of its leading.
 */
const STEP_SAME = 0.025;
/**
 * Every step of such a paragraph is the body's within this share: lines that step unevenly are
 * not one type's paragraph. Tesseract joined a first page's notes (steps of 35.5 and 17.5 px) to
 * body lines (51, 52) in one paragraph whose median step was the body's (papers-more 73 at 200 dpi).
 */
const STEP_EVEN = 0.1;
/**
 * A line of fewer letters than this has a row tesseract fitted to too few of them to say its type.
 * An abstract's last line "pores as cast." (12 letters, one ascender, no descender), scanned at
 * 200 dpi (read at 300), was measured a row of 22 px with an x-height of 11 against the abstract's
 * 31-34 and 17-18 px, though its letters' ink was the abstract's 16 px; lines of 60 to 90
 * letters had rows that agreed to a pixel. Tesseract's boxes of its letters were 16 px against the
 * abstract's 18 (the boxes follow the row's fit too); their ink was 16 px in both.
 */
const FEW_LETTERS = 24;

interface Measured {
  line: Line;
  /** Which of tesseract's paragraphs on the page it was read in (their order). */
  paragraph: number;
  /** Lines read in its paragraph. */
  paragraphLines: number;
  /** Its paragraph's usual baseline-to-baseline step (pixels), 0 when the paragraph has one line. */
  paragraphStep: number;
  height: number;
  xHeight: number;
  ascenders: number;
  /** Its letters measured one by one (median heights), when it has enough of them. */
  letters: LetterHeights | null;
  /** The median height of its x-height letters' ink on the page, when it has three or more and the page's pixels are given. */
  inkX: number | null;
  /** How many letters it has (the row measures of a line with few say little). */
  letterCount: number;
  /** The height taken as its type size, in pixels. */
  size: number;
  /**
   * When it took its paragraph's median and the paragraph has an even count of lines: the lower
   * of the two middle heights (the size is the upper one), as much the paragraph's median.
   */
  lowerMedian?: number;
}

/**
 * The type size (pixels) of every line tesseract read on a page. Tesseract measures each line on
 * its own: a pixel or two apart in one paragraph, taller where raised marks or a picture beside
 * the line stretch its ascenders, shorter where a line has few ascenders and descenders to measure.
 * Read as points, that splits an abstract or a title where the reader sees a change of size. The
 * x-height (row height less ascenders and descenders) is what stays: two lines with the same
 * x-height are set in the same type.
 * - In a paragraph, a line within 12% of the median height is set at the median; so is a taller
 *   one whose x-height is the paragraph's and whose excess is in its ascenders, and one whose
 *   letters, measured one by one, are the paragraph's: raised citation marks can make tesseract
 *   measure a line's row a quarter taller with a larger x-height as well (papers-more 63 lost
 *   such lines of its body and captions), while its letters stay as tall as their neighbours'.
 * - A line with a neighbour (the line just above or below, overlapping it across the page, in
 *   another paragraph of tesseract's) of the same x-height takes the neighbour's size when it is
 *   shorter, or taller only by its ascenders: the last line of a title ("to EF-1A", no descender)
 *   or an abstract line that tesseract joined to a badge printed beside it. Taller lines are
 *   brought down first, so the line beside a badge's does not take the badge's height.
 * A heading has a larger x-height than the text under it, so keeps its own size.
 */
export function lineTypeSizes(blocks: readonly Block[], pixels?: GreyPixels): Map<Line, number> {
  const measured: Measured[] = [];
  let paragraphs = 0;
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      const index = paragraphs++;
      const lines = paragraph.lines.filter((l) => l.words.some((w) => w.text.trim())).map((line) => measure(line, index, pixels));
      const medianHeight = median(lines.map((l) => l.height));
      const lowerHeight = lowerMedian(lines.map((l) => l.height));
      const medianX = median(lines.map((l) => l.xHeight).filter((x) => x > 0));
      const medianAscenders = median(lines.map((l) => l.ascenders));
      const paragraphLetters = typicalLetters(lines.map((l) => l.letters));
      const paragraphStep = median(lineSteps(lines.map((l) => l.line)));
      for (const l of lines) {
        l.paragraphLines = lines.length;
        l.paragraphStep = paragraphStep;
        if (near(l.height, medianHeight) || (l.height > medianHeight && near(l.xHeight, medianX) && l.ascenders - medianAscenders >= 0.75 * (l.height - medianHeight)) || sameLetters(l.letters, paragraphLetters)) {
          l.size = medianHeight;
          if (lowerHeight < medianHeight) l.lowerMedian = lowerHeight;
        }
        measured.push(l);
      }
    }
  }
  // Lines made taller by something beside them are brought down first, then lines measured
  // short take their neighbour's size: a line beside one that a badge made taller would
  // otherwise take the badge's height. Top to bottom, so a corrected line passes its size on.
  const byTop = [...measured].sort((a, b) => a.line.bbox.y0 - b.line.bbox.y0);
  for (const pass of ["taller", "shorter"] as const) {
    for (const l of byTop) {
      const n = sameTypeNeighbour(l, byTop);
      if (!n) continue;
      const fits = pass === "shorter" ? l.size < n.size : l.size > n.size && l.ascenders - n.ascenders >= 0.75 * (l.size - n.size);
      if (fits) l.size = n.size;
    }
  }
  // Lines of one type still a pixel or two apart across tesseract's paragraphs (an abstract's
  // first line read as a paragraph of its own) take the size of the neighbour in the longer
  // paragraph, settled first: read as points, 9.8 against 10.1 split the abstract there.
  const byParagraph = [...byTop].sort((a, b) => b.paragraphLines - a.paragraphLines);
  settleNearNeighbours(byParagraph, byTop);
  // A short piece of a row tesseract split at wide gaps takes the size of the piece beside it.
  settleBesideLines(measured, FEW_LETTERS);
  // A piece of such a row with no descenders takes the size of the piece beside it that has them.
  settleDescenderlessPieces(measured);
  settlePageSizes(measured);
  return new Map(measured.map((l) => [l.line, l.size]));
}

/**
 * The page's commonest size (by characters: the body, or the abstract on a first page) measured
 * a pixel apart in another paragraph with the same x-height is that size. Paragraph by paragraph,
 * the body came out at 36 px in one column and 37 px in the other (8.6 and 8.9 points): the reader,
 * which takes the body's size from the most characters, found the footnotes' 7 points the
 * commonest size, and read the footnotes at the foot of the column as body text (paper 62 of
 * papers-more). Only the commonest size gathers its near sizes: two small types a pixel apart
 * (a citation line and the footnotes under it, paper 06) stay apart, as the footnote rule needs.
 */
function settlePageSizes(measured: Measured[]): void {
  const groups = new Map<number, Measured[]>();
  for (const l of measured) groups.set(l.size, [...(groups.get(l.size) ?? []), l]);
  const chars = (lines: Measured[]) => lines.reduce((n, l) => n + l.line.text.trim().length, 0);
  const xHeightOf = (lines: Measured[]) => median(lines.map((l) => l.xHeight).filter((x) => x > 0));
  const [body, ...rest] = [...groups.entries()].sort((a, b) => chars(b[1]) - chars(a[1]));
  if (!body) return;
  const [size, lines] = body;
  const close = (height: number) => Math.abs(height - size) <= PAGE_SAME * size;
  for (const [other, others] of rest) {
    if (close(other) && near(xHeightOf(others), xHeightOf(lines))) for (const l of others) l.size = size;
    // A paragraph of two lines measured 36 and 39 px about a 37 px body has no one median: read
    // at the upper, its 9.4 points parted a labelled abstract's last part ("Conclusion.", its own
    // paragraph) from the rest at 8.9 (papers-more 73). Either middle height is its median, when
    // the upper one is a size no other paragraph was measured at: where other paragraphs share
    // it, it is a type of the page (papers-styles 92's body columns, 42 px beside a 36 px abstract).
    else if (others.every((l) => l.lowerMedian !== undefined)) for (const l of others) if (close(l.lowerMedian!) && near(l.xHeight, xHeightOf(lines))) l.size = size;
  }
  bodyLetterParagraphs(measured, size, lines);
}

/**
 * A paragraph of several lines whose letters, measured one by one, are the body's is body text,
 * though tesseract measured its rows a few pixels short. On a 200 dpi scan the rows of one
 * column's body lines came out 34 to 39 px with the very same letters (x-height 18 px, ascenders
 * 28-29 px); a paragraph whose median row was 36 or 37 px against the page's 39 read as 8.7 or
 * 8.9 points beside the body's 9.4, and the reader took it for footnotes (papers-wide 31 lost
 * its "Results" section's opening paragraphs). Type a point smaller, a footnote's, has letters
 * a pixel or more shorter (at 200 dpi, two at 300), and a size beyond ROW_SLACK of the body's
 * is another type whatever its letters say. Half a point smaller the letters are the body's to the
 * pixel, so the paragraph's lines must also step down the page as the body's do (STEP_SAME): a
 * generated article's 9 pt abstract beside its 9.5 pt body lost its last lines to the body otherwise.
 */
function bodyLetterParagraphs(measured: Measured[], size: number, body: Measured[]): void {
  const bodyLetters = typicalLetters(body.map((l) => l.letters));
  const byParagraph = new Map<number, Measured[]>();
  for (const l of measured) byParagraph.set(l.paragraph, [...(byParagraph.get(l.paragraph) ?? []), l]);
  const bodyStep = median([...byParagraph.values()].flatMap((lines) => lineSteps(lines.filter((l) => l.size === size).map((l) => l.line))));
  for (const lines of byParagraph.values()) {
    const letters = lines.map((l) => l.letters).filter((l) => l !== null);
    if (letters.length < MIN_LETTER_LINES || lines.every((l) => l.size === size) || !lines.every((l) => Math.abs(l.size - size) <= ROW_SLACK * size)) continue;
    const steps = lineSteps(lines.map((l) => l.line));
    const step = median([...steps]);
    const even = steps.every((s) => Math.abs(s - bodyStep) <= STEP_EVEN * bodyStep);
    if (sameLetters(typicalLetters(letters), bodyLetters) && step > 0 && even && Math.abs(step - bodyStep) <= STEP_SAME * bodyStep) {
      for (const l of lines) l.size = size;
    }
  }
}

/**
 * Each line, longest paragraphs first, takes the size of its likeliest neighbour of one type
 * within 12%: the one whose size rests on the longest paragraph. A line that takes or shares a
 * neighbour's size rests on that neighbour's paragraph, so a run of one-line paragraphs (an
 * abstract tesseract read a line per paragraph beside a sidebar) takes the size of the long
 * paragraph it hangs from down its length. A neighbour that agrees with the line counts too: at
 * 300 dpi such a run measured 34, 34, 36, 34 px, and a line that followed any neighbour of another
 * size took the 36 of the line below it, and the reader split the abstract there (papers-wide 36).
 */
function settleNearNeighbours(order: Measured[], lines: Measured[]): void {
  const restsOn = new Map(lines.map((l) => [l, l.paragraphLines]));
  for (const l of order) {
    const neighbours = lines.filter((n) => n !== l && isNeighbour(l, n) && sameXHeight(l, n) && near(l.size, n.size) && restsOn.get(n)! >= restsOn.get(l)!);
    const n = neighbours.sort((a, b) => restsOn.get(b)! - restsOn.get(a)!)[0];
    if (!n) continue;
    l.size = n.size;
    restsOn.set(l, restsOn.get(n)!);
  }
}

/**
 * The line just above or below with the same x-height and a size more than 12% from its own, in
 * a paragraph at least as long; the one in the longest paragraph.
 */
function sameTypeNeighbour(l: Measured, lines: Measured[]): Measured | undefined {
  const neighbours = lines.filter((n) => n !== l && n.paragraphLines >= l.paragraphLines && isNeighbour(l, n) && sameXHeight(l, n) && !near(l.size, n.size));
  return neighbours.sort((a, b) => b.paragraphLines - a.paragraphLines)[0];
}

function measure(line: Line, paragraph: number, pixels: GreyPixels | undefined): Measured {
  const row = line.rowAttributes;
  const ascenders = row?.ascenders ?? 0;
  const xHeight = row && row.rowHeight > 0 ? row.rowHeight - ascenders - (row.descenders ?? 0) : NaN;
  // A row stretched to one glyph far taller than the line's words (a formula's operator) is not its type's.
  const height = row && row.rowHeight > 0 ? rowWithoutTallWord(line, row.rowHeight) : line.bbox.y1 - line.bbox.y0;
  const letterCount = line.words.reduce((n, w) => n + (w.text.match(/\p{L}/gu)?.length ?? 0), 0);
  return { line, paragraph, paragraphLines: 0, paragraphStep: 0, height, xHeight, ascenders, letters: letterHeights(line), inkX: pixels ? inkXHeight(line, pixels) : null, letterCount, size: height };
}

/**
 * Two lines' x-heights are one type's: their rows' x-heights within 12%, or, where one line has
 * too few letters for its row to say (FEW_LETTERS), both lines' x-height letters' ink on the page
 * within a pixel (6% at larger sizes). Another type's letters are more: the 10 pt body under an
 * 8.5 pt abstract, 20 against 16 px of ink on a 200 dpi scan read at 300.
 */
function sameXHeight(a: Measured, b: Measured): boolean {
  if (near(a.xHeight, b.xHeight)) return true;
  if (Math.min(a.letterCount, b.letterCount) >= FEW_LETTERS || a.inkX === null || b.inkX === null) return false;
  return sameLetterHeight(a.inkX, b.inkX);
}

/**
 * The line just above or below: boxes overlapping across the page, a line gap apart at most, or
 * one line step of the paragraph it hangs from. Type set with open leading leaves wider gaps
 * between its rows than NEIGHBOUR_GAP: a 7 pt abstract scanned at 200 dpi had 19-20 px between
 * rows measured 31 px, and its last line ("to approach these papers.", few ascenders, read as a
 * paragraph of its own) measured 27 px was no neighbour of the line above, so it kept a size of
 * its own, the abstract ended a line early without a full stop and was not found (2203.00130v1).
 * Its baseline stood one of the paragraph's own steps below the line above (51 px against 53).
 */
function isNeighbour(a: Measured, b: Measured): boolean {
  const A = a.line.bbox;
  const B = b.line.bbox;
  const across = Math.min(A.x1, B.x1) - Math.max(A.x0, B.x0) > 0;
  const gap = Math.max(A.y0, B.y0) - Math.min(A.y1, B.y1);
  if (!across || gap < 0) return false;
  const [upper, lower] = A.y0 <= B.y0 ? [a.line, b.line] : [b.line, a.line];
  if (gap - unsetDescenders(upper, lower) <= NEIGHBOUR_GAP * Math.min(a.size, b.size)) return true;
  return oneStepApart(a, b) || oneStepApart(b, a);
}

/**
 * How much of the white under `upper` is room for descenders it does not have (pixels): a line
 * with none ("COVID-19 vaccination and treatment in vulnerable") has a box that ends on its
 * baseline, while the leading under it was set for its type's descenders, as deep as those of
 * the line of one x-height under it ("populations"). Measured from the boxes' ink below their
 * baselines, and no deeper than tesseract's row fit of the lower line puts its descenders, so a
 * subscript or a tall bracket hanging under that line does not count as its type's depth.
 * A two-line title scanned at 300 dpi: 41 px between the boxes, rows 61 and 70 px (0.6 of the
 * shorter is 37), the lower line's descenders 15 px, the upper's none.
 */
function unsetDescenders(upper: Line, lower: Line): number {
  const below = (line: Line) => Math.max(0, line.bbox.y1 - Math.max(line.baseline.y0, line.baseline.y1));
  const lowerDepth = Math.min(below(lower), lower.rowAttributes?.descenders ?? 0);
  return Math.max(0, lowerDepth - below(upper));
}

/** `b` stands one of `a`'s paragraph's own line steps above or below `a` (within STEP_EVEN). */
function oneStepApart(a: Measured, b: Measured): boolean {
  if (a.paragraphStep <= 0) return false;
  const [upper, lower] = a.line.bbox.y0 < b.line.bbox.y0 ? [a, b] : [b, a];
  const step = lineSteps([upper.line, lower.line])[0];
  return step !== undefined && Math.abs(step - a.paragraphStep) <= STEP_EVEN * a.paragraphStep;
}

const near = (value: number, to: number) => to > 0 && Math.abs(value - to) <= SAME * to;

