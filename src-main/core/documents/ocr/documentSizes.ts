import { isOcrFont, type PageText } from "../layout/types.ts";

/**
 * Sizes (points) this close are one type measured on two pages: a pixel of the 300 dpi render
 * is 0.24 points, half a point two pixels. Tesseract measured one paper's abstract on its first
 * page 45 px and its body on the second 46 px (papers-wide 34 at 200 dpi, 10.80 against 11.04
 * points), the same type to the eye.
 */
const ONE_MEASURE = 0.3;

/**
 * The document's body size as OCR measured it on each page, made one across its pages. Each
 * page's line sizes are settled on that page alone (lineTypeSizes); on a page where the size most
 * OCR'd characters are set in was not measured, a size a pixel from it is that size. Read apart,
 * the reader took the first page's abstract for type smaller than the body and lost all of it
 * after its fourth line. Text layers keep their sizes: only runs OCR placed (isOcrFont) are read.
 */
export function settleOcrSizesAcrossPages(pages: readonly PageText[]): PageText[] {
  const characters = new Map<number, number>();
  for (const page of pages) for (const run of page.runs) if (isOcrFont(run.font)) characters.set(run.size, (characters.get(run.size) ?? 0) + run.text.trim().length);
  const body = [...characters.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (body === undefined) return [...pages];
  const same = (size: number) => size !== body && Math.abs(size - body) <= ONE_MEASURE;
  return pages.map((page) => {
    const ocr = page.runs.filter((r) => isOcrFont(r.font));
    // A page where the body's size was measured settled its own sizes (lineTypeSizes kept a size
    // a pixel off with another x-height apart on purpose): only pages without it are changed.
    if (ocr.some((r) => r.size === body) || !ocr.some((r) => same(r.size))) return page;
    return { ...page, runs: page.runs.map((r) => (isOcrFont(r.font) && same(r.size) ? { ...r, size: body } : r)) };
  });
}
