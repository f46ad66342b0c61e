// The picture of a scanned page that OCR reads: a grey PGM (what tesseract reads fastest: no PNG to
// encode here and decode in its WebAssembly build) at 300 dpi, whatever the scan's resolution.
import { describe, expect, it } from "vitest";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { raisedMarkAbstractPdf } from "../../support/raisedMarkAbstractPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

/** The width and height a PGM file's header gives, and its pixels. */
function readPgm(bytes: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const header = new TextDecoder().decode(bytes.subarray(0, 32)).match(/^P5\n(\d+) (\d+)\n255\n/);
  if (!header) throw new Error("not a grey PGM");
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: bytes.subarray(header[0].length) };
}

describe("the picture OCR reads of a scanned page", () => {
  // A Letter page (8.5 x 11 inches) scanned at each resolution, and the pixels OCR gets.
  for (const [scanDpi, readDpi] of [[300, 300], [200, 300], [150, 300]] as const) {
    it(`of a ${scanDpi} dpi scan is a grey picture at ${readDpi} dpi`, async () => {
      const page = await raisedMarkAbstractPdf();
      const doc = await openPdf(await scannedPdf(page.bytes, { dpi: scanDpi }), "scan.pdf");
      try {
        const image = await doc.renderForOcr(1);
        const { width, height, pixels } = readPgm(image.pgm);
        expect([width, height]).toEqual([Math.round(8.5 * readDpi), Math.round(11 * readDpi)]);
        expect(pixels.length).toBe(width * height);
        expect(image.scale * 72).toBeCloseTo(readDpi, 0);
        // White paper with dark print on it.
        expect(pixels.filter((p) => p > 200).length).toBeGreaterThan(0.8 * pixels.length);
        expect(pixels.some((p) => p < 60)).toBe(true);
      } finally {
        await doc.close();
      }
    });
  }
});
