import { restoreGlyphCase } from "../layout/glyphCase.ts";
import { joinItalicLetters } from "../layout/italicGaps.ts";
import { joinMovedLetters } from "../layout/movedLetterGaps.ts";
import { joinTrackedLetters, mayHoldTrackedLetters } from "../layout/trackedLetters.ts";
import type { PdfDocument } from "../layout/readPdf.ts";
import { readFigurePages } from "../layout/figurePages.ts";
import { readTitlePageFigures } from "../layout/titlePageFigures.ts";
import type { PageText } from "../layout/types.ts";
import { mayHoldAnyTable, mayHoldImageTable } from "./tablePages.ts";

/**
 * Reads the rules and fills of the pages that may hold a table, with a caption or with rows of
 * cells and none (a report's boxed tables have no caption, and their rules tell them apart), and
 * the pictures of those that may hold one printed as a picture. The same pass gives each glyph's char code, from which the case
 * of letters a faulty ToUnicode map changed is put back in those pages' text (see glyphCase), and
 * the kerns between glyphs, from which math letters pdf.js read apart are joined (see italicGaps),
 * the page's word gap, under which a move between a formula's fonts is no word space (movedLetterGaps),
 * and each glyph's gap, from which letters set apart by tracking are joined (trackedLetters; also read
 * on other pages whose text shows such words). The title page has its letters' case put back even
 * with no table on it: the title and the authors are read there, and a name a faulty map set in
 * small letters ("rapeepong suphanchaimat") is no longer read as a name; only in a file one of
 * whose ToUnicode maps may do that (PdfDocument.mayMisreadCase). Then the figures: page 1's (for
 * the title search) and those of any page whose figure may hold prose of its own (figurePages),
 * reusing the rules read here.
 */
export async function readTableGraphics(doc: Pick<PdfDocument, "mayMisreadCase" | "readGraphics" | "readImages" | "readRecasedGlyphs" | "readItalicGaps">, pages: readonly PageText[]): Promise<void> {
  for (const page of pages) {
    if (!mayHoldAnyTable(page)) {
      // Only in a file whose maps may swap a letter's case: the list costs about 0.7 times the page's text.
      if (page.pageNumber === 1 && doc.mayMisreadCase) restoreGlyphCase(page, await doc.readRecasedGlyphs(page.pageNumber));
      if (mayHoldTrackedLetters(page)) joinTrackedLetters(page, await doc.readItalicGaps(page.pageNumber));
      continue;
    }
    page.graphics = await doc.readGraphics(page.pageNumber, page.turned);
    const recased = await doc.readRecasedGlyphs(page.pageNumber);
    if (recased.size > 0) restoreGlyphCase(page, recased);
    const gaps = await doc.readItalicGaps(page.pageNumber);
    joinItalicLetters(page, gaps);
    joinMovedLetters(page, gaps.wordGap);
    joinTrackedLetters(page, gaps);
    if (mayHoldImageTable(page)) page.graphics.images = await doc.readImages(page.pageNumber, page.turned);
  }
  // After the table's reading, whose rules and pictures it reuses.
  for (const page of pages) await readTitlePageFigures(doc, page);
  await readFigurePages(doc, pages);
}
