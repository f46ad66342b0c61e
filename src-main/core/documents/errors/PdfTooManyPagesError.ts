import { PdfImportError } from "./PdfImportError.ts";

/**
 * The PDF has more pages than Distillate reads of one file. Checked on the page count pdf.js
 * finds when it opens the file, before any page is read: a file of a few hundred KB can list one
 * page a hundred thousand times, which would be read for hours into gigabytes.
 */
export class PdfTooManyPagesError extends PdfImportError {
  override readonly name = "PdfTooManyPagesError";
  readonly pageCount: number;
  readonly maxPages: number;
  constructor(file: string, pageCount: number, maxPages: number) {
    super(
      file,
      `Cannot read ${file}: ${tooMany(pageCount, maxPages)}`,
      `Not read: ${tooMany(pageCount, maxPages)}`,
    );
    this.pageCount = pageCount;
    this.maxPages = maxPages;
  }
}

const tooMany = (pageCount: number, maxPages: number) =>
  `it has ${pageCount.toLocaleString("en-US")} pages, more than the ${maxPages.toLocaleString("en-US")} Distillate reads of one PDF. Split it into parts (e.g. by chapter) and import those.`;
