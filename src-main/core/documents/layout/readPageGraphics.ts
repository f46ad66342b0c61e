import { AnnotationMode, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Matrix } from "./affine.ts";
import { readGraphics } from "./pageGraphics.ts";
import type { PageGraphics } from "./types.ts";

/** Page `n`'s rules, fills and pictures, placed as its text was: as shown for a page read turned (see pagePlacement). */
export async function readPageGraphics(doc: PDFDocumentProxy, n: number, turned: boolean): Promise<PageGraphics> {
  const page = await doc.getPage(n);
  // Annotations (links, form fields) are not part of the page's printed tables.
  const list = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const [vx0, , , vy1] = page.view as [number, number, number, number];
  const viewport = page.getViewport({ scale: 1 });
  const matrix = turned ? (viewport.transform as Matrix) : ([1, 0, 0, -1, -vx0, vy1] as Matrix);
  const [, vy0, vx1] = page.view as [number, number, number, number];
  return readGraphics(list, matrix, turned ? { width: viewport.width, height: viewport.height } : { width: vx1 - vx0, height: vy1 - vy0 });
}
