import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { OperatorList } from "./operatorList.ts";
import { pictureDecodePixels, sizeKey, type JpegFramesBySize } from "./pictureDecodePixels.ts";

/** Operations whose first three arguments are a picture's id, width and height (pdf.js's image ops). */
const BY_ID = new Set<number>([OPS.paintImageXObject, OPS.paintImageXObjectRepeat]);

/**
 * The pixels (width x height) of every picture a page's operator list draws, each picture counted
 * once however often it is drawn: what rendering the page will decode. pdf.js starts decoding
 * each picture as it builds the list (Round 35), so this count comes too late to spare that
 * work: a page is first measured from the file's bytes (pagePicturesDeclared), and this catches
 * what those could not read. The list reports a picture's dictionary size: a JPEG whose
 * frame header declares more (`jpegFrames`, read from the file) counts by its header, as the
 * import counts it (pictureDecodePixels).
 */
export function picturePixels(list: OperatorList, jpegFrames: JpegFramesBySize = new Map()): number {
  const seen = new Set<string>();
  let pixels = 0;
  list.fnArray.forEach((op, i) => {
    const args = list.argsArray[i] as unknown[] | null;
    if (!Array.isArray(args)) return;
    if (BY_ID.has(op)) {
      const [id, width, height] = args as [unknown, unknown, unknown];
      if (typeof id !== "string" || seen.has(id)) return;
      seen.add(id);
      if (area(width, height) > 0) pixels += pictureDecodePixels(width as number, height as number, jpegFrames.get(sizeKey(width as number, height as number)));
      return;
    }
    // Inline pictures and masks carry their data (and size) with the operation.
    const picture = args[0] as { width?: unknown; height?: unknown } | null;
    if (picture && typeof picture === "object") pixels += area(picture.width, picture.height);
  });
  return pixels;
}

function area(width: unknown, height: unknown): number {
  return typeof width === "number" && typeof height === "number" && width > 0 && height > 0 ? width * height : 0;
}
