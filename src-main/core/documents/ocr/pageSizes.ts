import { median } from "../layout/quantiles.ts";
import { lineSteps } from "./baselines.ts";
import { sameLetters, typicalLetters } from "./letterHeights.ts";
import { settleLinesBetweenBodyLines } from "./betweenBodyLines.ts";
import { near, STEP_EVEN, type Measured } from "./measuredLine.ts";

// The page's commonest size gathering the lines measured a pixel or two from it (lineSizes.ts).

/**
 * Across the page, a size within this share of the commonest one, with its x-height, is that size:
 * a line 36 px tall beside one of 37 px is the body measured twice, not two sizes (at 200 dpi a
 * pixel is 4% of a body line). Half a point is more than this at any body size from 8 to 11 points.
 */
const PAGE_SAME = 0.045;
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
 * The page's commonest size (by characters: the body, or the abstract on a first page) measured
 * a pixel apart in another paragraph with the same x-height is that size. Paragraph by paragraph,
 * the body came out at 36 px in one column and 37 px in the other (8.6 and 8.9 points): the reader,
 * which takes the body's size from the most characters, found the footnotes' 7 points the
 * commonest size, and read the footnotes at the foot of the column as body text (paper 62 of
 * papers-more). Only the commonest size gathers its near sizes: two small types a pixel apart
 * (a citation line and the footnotes under it, paper 06) stay apart, as the footnote rule needs.
 */
export function settlePageSizes(measured: Measured[]): void {
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
  const step = bodyLetterParagraphs(measured, size, lines);
  settleLinesBetweenBodyLines(measured, { size, letters: typicalLetters(lines.map((l) => l.letters)), step, slack: ROW_SLACK, stepSame: STEP_SAME });
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
 * Returns the body's line step (pixels).
 */
function bodyLetterParagraphs(measured: Measured[], size: number, body: Measured[]): number {
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
  return bodyStep;
}
