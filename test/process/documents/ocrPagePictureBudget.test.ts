// A page whose pictures, each within the size OCR decodes, together decode to gigabytes: a
// 190 KB file drew 400 pictures of 49 M pixels on one page, and rendering it for OCR was still
// decoding at 300 s and 7.3 GB. The page is refused from its pictures' sizes, before any decoding.
import { describe, expect, it } from "vitest";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { picturePixels } from "../../../src-main/core/documents/layout/picturePixels.ts";
import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_PAGE_PICTURE_PIXELS } from "../../../src-main/core/documents/layout/ocrPictureBudget.ts";
import { manyPicturesPdf } from "../../support/manyPicturesPdf.ts";
import { declaredPicturePixels, declaredPictures, jpegFramesBySize } from "../../../src-main/core/documents/layout/declaredPicturePixels.ts";
import { hugeJpeg, paperWithPictures } from "../../support/hugePicturePdfs.ts";

describe("the pictures of one page rendered for OCR", () => {
  it("are refused by name and size when together they pass the page's budget, though each is within the picture limit", async () => {
    // Four pictures of 40 M pixels: each under OCR_MAX_IMAGE_PIXELS, 160 M together.
    expect(40_000_000).toBeLessThan(OCR_MAX_IMAGE_PIXELS);
    const doc = await openPdf(manyPicturesPdf(4, 8000, 5000), "bomb.pdf");
    try {
      const error = await doc.renderForOcr(1).then(() => new Error("rendered"), (e: unknown) => e as Error);
      expect(error.name).toBe("PictureUnreadableError");
      expect(error.message).toContain(`its pictures together hold 160 million pixels, more than the ${OCR_MAX_PAGE_PICTURE_PIXELS / 1e6} million a page may`);
    } finally {
      await doc.close();
    }
  });

  it("count each picture once however often it is drawn, so a page of small pictures drawn many times is rendered", async () => {
    // Six pictures of 300 x 200, each drawn three times: 360,000 pixels to decode.
    const bytes = manyPicturesPdf(6, 300, 200, 3);
    const task = getDocument({ data: bytes.slice(), verbosity: 0 });
    const loaded = await task.promise;
    try {
      const list = await (await loaded.getPage(1)).getOperatorList();
      expect(list.fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintImageXObjectRepeat).length).toBeGreaterThan(6);
      expect(picturePixels(list)).toBe(6 * 300 * 200);
    } finally {
      await task.destroy();
    }
    const doc = await openPdf(bytes, "icons.pdf");
    try {
      const image = await doc.renderForOcr(1);
      expect(image.hasImages).toBe(true);
      // The grey pictures are on the white page.
      expect(image.pgm.some((p) => p > 100 && p < 160)).toBe(true);
    } finally {
      await doc.close();
    }
  });

  it("count a JPEG whose frame header declares more than its dictionary by its header, as the import counts it, and refuse the page", async () => {
    // The dictionary says 100 x 100, the JPEG's own frame header 20,000 x 20,000 (what pdf.js decodes).
    const bytes = paperWithPictures([[hugeJpeg(20_000, 100)]]);
    const pictures = declaredPictures(bytes);
    const task = getDocument({ data: bytes.slice(), verbosity: 0, maxImageSize: OCR_MAX_IMAGE_PIXELS });
    try {
      const list = await (await (await task.promise).getPage(2)).getOperatorList();
      expect(list.argsArray.some((args) => Array.isArray(args) && args[1] === 100 && args[2] === 100)).toBe(true);
      expect(picturePixels(list, jpegFramesBySize(pictures))).toBe(20_000 * 20_000);
      expect(picturePixels(list, jpegFramesBySize(pictures))).toBe(declaredPicturePixels(pictures, OCR_MAX_IMAGE_PIXELS));
    } finally {
      await task.destroy();
    }
    const doc = await openPdf(bytes, "header.pdf");
    try {
      const error = await doc.renderForOcr(2).then(() => new Error("rendered"), (e: unknown) => e as Error);
      expect(error.name).toBe("PictureUnreadableError");
      expect(error.message).toContain("its pictures together hold 400 million pixels");
    } finally {
      await doc.close();
    }
  });
});
