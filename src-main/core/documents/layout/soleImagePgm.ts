import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { imagePgm, type DecodedImage } from "./imagePgm.ts";
import { PictureUnreadableError, undecodedWarning } from "./PictureUnreadableError.ts";
import { multiply, type Matrix } from "./affine.ts";
import type { soleImage } from "./soleImage.ts";

/**
 * The PGM of a page that draws one picture alone, from the picture's decoded pixels (see
 * imagePgm), or null when the picture is in a form that path does not read, or drawn under a
 * clip that cuts it: the page is then rendered. A picture pdf.js could not decode fails the page
 * as rendering does.
 */
export async function soleImagePgm(page: PDFPageProxy, sole: ReturnType<typeof soleImage> & object, viewport: Matrix, width: number, height: number, warnings: readonly string[]): Promise<Uint8Array | null> {
  // pdf.js sends a picture apart from the operator list: wait for it as its renderer does.
  const image = (typeof sole.image === "string" ? await decodedObject(page, sole.image) : sole.image) as (DecodedImage & { bitmap?: unknown }) | null;
  if (!image) {
    throw PictureUnreadableError.damaged(undecodedWarning(warnings));
  }
  if (image.bitmap || !image.data) return null;
  if (sole.clip) {
    // A form's box that leaves the picture whole (within a point) clips nothing of it.
    const [x0, y0, x1, y1] = sole.clip;
    const corners = [
      [0, 0],
      [1, 1],
    ].map(([u, v]) => [sole.transform[0] * u! + sole.transform[2] * v! + sole.transform[4], sole.transform[1] * u! + sole.transform[3] * v! + sole.transform[5]]);
    const inside = corners.every(([x, y]) => x! >= x0 - 1 && x! <= x1 + 1 && y! >= y0 - 1 && y! <= y1 + 1);
    if (!inside) return null;
  }
  // Picture pixels (y down from its top row) to its unit square (y up), to the page, to the device.
  const toUnit: Matrix = [1 / image.width, 0, 0, -1 / image.height, 0, 1];
  return imagePgm(image, multiply(viewport, multiply(sole.transform, toUnit)), width, height);
}

function decodedObject(page: PDFPageProxy, id: string): Promise<unknown> {
  const objs = id.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => (objs as unknown as { get(id: string, callback: (data: unknown) => void): void }).get(id, resolve));
}
