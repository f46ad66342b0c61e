// What a PDF's pictures would cost pdf.js to decode, read from the file's bytes before pdf.js
// sees it: a JPEG's own frame header counts when it declares more than its dictionary, and a
// picture too large for pdf.js's bound (which drops it undecoded) does not count.
import { describe, expect, it } from "vitest";
import { declaredPicturePixels as countPictures, declaredPictures } from "../../../src-main/core/documents/layout/declaredPicturePixels.ts";
import { hugeJpeg, largeFlatePictures, paperWithPictures } from "../../support/hugePicturePdfs.ts";
import { pdfFromObjects, pdfStream } from "../../support/rawPdf.ts";

const BOUND = 50_000_000;
const declaredPicturePixels = (pdf: Uint8Array, bound: number) => countPictures(declaredPictures(pdf), bound);

describe("declaredPicturePixels", () => {
  it("counts a JPEG by its frame header when its dictionary declares less", () => {
    expect(declaredPicturePixels(paperWithPictures([[hugeJpeg(60_000, 100)]]), BOUND)).toBe(60_000 * 60_000);
    expect(declaredPicturePixels(paperWithPictures([[hugeJpeg(300)]]), BOUND)).toBe(300 * 300);
  });

  it("leaves out a picture whose dictionary is over the bound, and sums the others across pages", () => {
    expect(declaredPicturePixels(paperWithPictures([[hugeJpeg(60_000)]]), BOUND)).toBe(0);
    expect(declaredPicturePixels(paperWithPictures([largeFlatePictures(3, 1000), largeFlatePictures(2, 2000)]), BOUND)).toBe(3e6 + 8e6);
    expect(declaredPicturePixels(paperWithPictures([]), BOUND)).toBe(0);
  });

  it("counts a picture whose size is given by reference as the bound", () => {
    const pdf = pdfFromObjects(["<< /Type /Catalog >>", "300", pdfStream("/Type /XObject /Subtype /Image /Width 2 0 R /Height 2 0 R /ColorSpace /DeviceGray /BitsPerComponent 8", new Uint8Array(10))]);
    expect(declaredPicturePixels(pdf, BOUND)).toBe(BOUND);
  });
});
