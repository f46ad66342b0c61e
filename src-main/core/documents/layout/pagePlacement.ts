import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { multiply, type Matrix } from "./affine.ts";


/** Whether text drawn with this matrix (page coordinates, y down) runs left to right on a level baseline. */
const upright = ([a, b, , d]: Matrix) => Math.abs(b) <= 1e-3 && a > 0 && d < 0;

/**
 * How a page's text is placed: from its user space, or as the page is shown, turned by its
 * /Rotate. A landscape page (rotated 90, its text drawn sideways so it reads upright when turned)
 * is read as shown; its boxes are then where a viewer shows them.
 */
export async function pagePlacement(page: PDFPageProxy, items: readonly TextItem[]): Promise<{ matrix: Matrix; width: number; height: number; turned: boolean }> {
  const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
  const user: Matrix = [1, 0, 0, -1, -vx0, vy1];
  const plain = { matrix: user, width: vx1 - vx0, height: vy1 - vy0, turned: false };
  if (page.rotate % 360 === 0) return plain;
  const viewport = page.getViewport({ scale: 1 });
  const shown = viewport.transform as Matrix;
  let uprightAsShown = 0;
  let uprightInUserSpace = 0;
  for (const item of items) {
    const length = item.str.trim().length;
    if (upright(multiply(shown, item.transform as number[]))) uprightAsShown += length;
    if (upright(multiply(user, item.transform as number[]))) uprightInUserSpace += length;
  }
  return uprightAsShown > uprightInUserSpace ? { matrix: shown, width: viewport.width, height: viewport.height, turned: true } : plain;
}
