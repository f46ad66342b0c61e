import type { PageImage } from "./renderPageImage.ts";
import type { ShownGlyphs } from "./glyphCase.ts";
import type { PageItalicGaps } from "./fontGlyphGaps.ts";
import type { OutlineEntry } from "./pdfOutline.ts";
import type { PageGraphics, PageText, Rect } from "./types.ts";

/** An open PDF whose pages can be read in any order, by one worker or shared between two. */
export interface PdfDocument {
  readonly pageCount: number;
  /**
   * Whether the file's bytes declare any picture (an image XObject): a page without text is then
   * likely a scan. Pictures drawn inline in a compressed content stream are not seen here.
   */
  readonly declaresPictures: boolean;
  /**
   * Whether some ToUnicode map of the file may read a capital as its small letter (or the
   * reverse), or a stream could not be read to tell: only then is readRecasedGlyphs worth its
   * operator list on a page that needs that list for nothing else (see caseSwappingMaps).
   */
  readonly mayMisreadCase: boolean;
  /** The text runs of page `n` (1-based). */
  readPage(n: number): Promise<PageText>;
  /**
   * The rules and filled boxes page `n` draws (its pictures are not decoded, so none is listed):
   * a second pass over the page's content, worth it only for pages that may hold a table.
   */
  readGraphics(n: number, turned?: boolean): Promise<PageGraphics>;
  /**
   * The glyphs on page `n` whose text differs only in case from what the font's encoding names
   * them (see glyphCase), by font. Reads the same operator list as readGraphics (pdf.js keeps it
   * for the page, so after readGraphics this costs no second pass).
   */
  readRecasedGlyphs(n: number): Promise<Map<string, ShownGlyphs>>;
  /**
   * The glyphs on page `n` of the fonts whose gaps are mostly narrower than the page's word
   * spaces (math letters with their italic corrections), by font, with the page's word gap (see
   * italicGaps). Reads the same operator list as readGraphics.
   */
  readItalicGaps(n: number): Promise<PageItalicGaps>;
  /**
   * Renames the fonts of `page` (read from this document) to names that are the same in every
   * load of the file (see fontKeys), for pages read by two workers. pdf.js describes a font only
   * once it has drawn it, so a page with a font not drawn yet has its operator list read (kept by
   * pdf.js: readGraphics on it later costs nothing more). From the first call on, readRecasedGlyphs
   * names fonts the same way.
   */
  keyFonts(page: PageText): Promise<void>;
  /**
   * Where page `n` places its pictures (decoding them, which costs): for a table printed as a
   * picture. Pictures larger than OCR_MAX_IMAGE_PIXELS are not listed, and none is for a PDF
   * whose pictures together declare more than TABLE_PICTURES_MAX_PIXELS (pdfLimits.ts).
   */
  readImages(n: number, turned?: boolean): Promise<Rect[]>;
  /**
   * Page `n` as pixels for OCR (see renderPageImage). Rejects with pdf.js's reason when a picture
   * on it is too large or too damaged to decode; other pages are not affected.
   */
  renderForOcr(n: number): Promise<PageImage>;
  /** The document information dictionary (Title, Author, Custom keys...). */
  info(): Promise<Record<string, unknown>>;
  /** The outline's entries in order, depth first (none when the PDF has no outline or it cannot be read). */
  outline(): Promise<OutlineEntry[]>;
  /** Frees pdf.js's copy of the file and everything it parsed. Safe to call twice. */
  close(): Promise<void>;
}
