// A page that draws one small picture (one object) thousands of times, as a tiled background
// does: pdf.js decodes the picture once, and drawing it 20,000 times costs 4.3 s and 228 MB
// (bench/ocrManyPictures.ts, OCR_BENCH_REPEAT=1). Round 24's cap counted draws, so the page was
// refused like a page of 20,000 distinct pictures (23.8 s, 757 MB to render). The cap now counts
// pictures (each once), and the draws have a bound of their own, far above.
import { describe, expect, it } from "vitest";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { OCR_MAX_PAGE_AREAS, OCR_MAX_PAGE_DRAWN_PIXELS, OCR_MAX_PAGE_DRAWS, OCR_MAX_PAGE_PICTURES } from "../../../src-main/core/documents/layout/ocrPictureBudget.ts";
import type { PageImage } from "../../../src-main/core/documents/layout/renderPageImage.ts";
import { hostileScanPdf, largeGreyPicture, stripedPagePicture } from "../../support/hostileScanPdfs.ts";

async function rendered(bytes: Uint8Array, file: string): Promise<{ image?: PageImage; error?: Error }> {
  const doc = await openPdf(bytes, file);
  try {
    return await doc.renderForOcr(1).then(
      (image) => ({ image }),
      (error: Error) => ({ error }),
    );
  } finally {
    await doc.close();
  }
}

describe("a scan page that repeats one picture, rendered for OCR", () => {
  it("is drawn when it repeats one tiny picture 20,000 times", async () => {
    expect(20_000).toBeGreaterThan(OCR_MAX_PAGE_PICTURES);
    const { image, error } = await rendered(hostileScanPdf([{ repeatedPicture: 20_000 }]), "tiled.pdf");
    expect(error).toBeUndefined();
    expect(image?.hasImages).toBe(true);
    // The tiles are drawn: the page is not left white (past the PGM's short text header).
    expect(image!.pgm.subarray(32).some((grey) => grey < 200)).toBe(true);
  });

  it("is refused by its draws past the bound, in words", async () => {
    const { error } = await rendered(hostileScanPdf([{ repeatedPicture: OCR_MAX_PAGE_DRAWS + 10 }]), "tiled.pdf");
    expect(error).toMatchObject({ name: "PictureUnreadableError", message: expect.stringContaining("it draws its pictures more than 100,000 times, too many to read") });
  });

  it("still refuses a page of more distinct pictures than the cap", async () => {
    const { error } = await rendered(hostileScanPdf([{ tinyPictures: OCR_MAX_PAGE_PICTURES + 500 }]), "many.pdf");
    expect(error).toMatchObject({ name: "PictureUnreadableError", message: expect.stringContaining("it draws more than 4,000 pictures, too many to read") });
  });

  // A page-sized picture is decoded once but painted over the whole page at each draw (0.25 s a
  // draw under load): the area drawn over is bounded, not only the pictures and the draws.
  it("reads a page-sized picture drawn three times over itself, as a scan's layers are", async () => {
    const { image, error } = await rendered(hostileScanPdf([{ picture: stripedPagePicture(), draws: 3 }]), "layers.pdf");
    expect(error).toBeUndefined();
    expect(image!.pgm.subarray(32).some((grey) => grey < 200)).toBe(true);
  });

  it("refuses a page-sized picture drawn over its page more times than the area's bound, in words", async () => {
    expect(OCR_MAX_PAGE_AREAS + 1).toBeLessThan(OCR_MAX_PAGE_PICTURES);
    const { error } = await rendered(hostileScanPdf([{ picture: stripedPagePicture(), draws: OCR_MAX_PAGE_AREAS + 1 }]), "overdrawn.pdf");
    expect(error).toMatchObject({ name: "PictureUnreadableError", message: expect.stringContaining("it draws its pictures over an area more than 50 times the page's, too much to read") });
  });

  // pdf.js copies a picture's every pixel at each draw, however small it is drawn: a large
  // picture drawn as specks covers no area but costs its pixels each time (a 7,000 x 7,000 one
  // drawn ten times: 158 s under load). On main this page is rendered, slowly, and no error comes.
  it("refuses a large picture drawn again and again as specks, past the bound on pixels copied, in words", async () => {
    const side = 5000;
    const draws = Math.floor(OCR_MAX_PAGE_DRAWN_PIXELS / (side * side)) + 1;
    expect(draws).toBeLessThan(OCR_MAX_PAGE_PICTURES);
    const { error } = await rendered(hostileScanPdf([{ picture: largeGreyPicture(side), draws, drawnSide: 2 }]), "specks.pdf");
    expect(error).toMatchObject({ name: "PictureUnreadableError", message: expect.stringContaining("it draws its pictures again and again, more than 300 million pixels in all, too much to read") });
  }, 600_000);
});
