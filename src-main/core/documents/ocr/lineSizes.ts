import type { Block, Line } from "tesseract.js";
import { lowerMedian, median } from "../layout/quantiles.ts";
import { lineSteps } from "./baselines.ts";
import { settleBaselinePieces } from "./baselinePieces.ts";
import { settleBesideLines } from "./besideLines.ts";
import { settleDescenderlessPieces } from "./descenderlessPieces.ts";
import type { GreyPixels } from "./inkHeights.ts";
import { sameLetters, typicalLetters } from "./letterHeights.ts";
import { sameTypeNeighbour, settleNearNeighbours } from "./lineNeighbours.ts";
import { FEW_LETTERS, measure, near, type Measured } from "./measuredLine.ts";
import { settlePageSizes } from "./pageSizes.ts";
import { settleSmallerTypeUnder } from "./smallerTypeUnder.ts";
import { settleSpacedLargeLines } from "./spacedLargeLines.ts";

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
  // Pieces of one printed line cut apart at raised marks take one size before neighbours pass sizes on.
  settleBaselinePieces(measured);
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
  // A title's lines set far apart, one measured short for want of descenders, are one type.
  settleSpacedLargeLines(measured);
  // A byline under a title, its row stretched by raised marks, is smaller type for all its row says.
  settleSmallerTypeUnder(measured);
  settlePageSizes(measured);
  return new Map(measured.map((l) => [l.line, l.size]));
}
