// Where the import looks for a table printed as a picture (readImages), real pdf.js decodes the
// page's pictures once their places are read, and goes on decoding after the document is closed
// (40 pictures of 49 M pixels on one page: 154 s and 7.8 GB). A born-digital paper whose pictures
// declare too much, or a JPEG whose header declares 60,000 x 60,000 under a 100 x 100 dictionary,
// has no picture listed (its text is still read); a paper with a picture of ordinary size does.
import { describe, expect, it } from "vitest";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { TABLE_PICTURES_MAX_PIXELS } from "../../../src-main/core/documents/layout/pdfLimits.ts";
import { BODY_SENTENCES, hugeCcitt, hugeJbig2, hugeJpeg, hugeJpx, largeFlatePictures, paperWithPictures, type PictureStream } from "../../support/hugePicturePdfs.ts";

async function picturesAndText(pictures: PictureStream[]) {
  const doc = await openPdf(paperWithPictures([pictures]), "pictures.pdf");
  try {
    const page = await doc.readPage(2);
    return { images: await doc.readImages(2), text: page.runs.map((r) => r.text).join(" ") };
  } finally {
    await doc.close();
  }
}

describe("pictures read for tables printed as pictures (real pdf.js)", () => {
  it("lists a picture of ordinary size where the page draws it", async () => {
    const { images, text } = await picturesAndText(largeFlatePictures(1, 3000));
    expect(images).toEqual([{ x: 72, y: 92, w: 40, h: 40 }]);
    expect(text).toContain(BODY_SENTENCES[0]);
  });

  it("lists none when the pictures together declare more than the bound, and keeps the text", async () => {
    // Five pictures of 44.9 M pixels: each under the one-picture bound, 224 M together.
    expect(5 * 6700 * 6700).toBeGreaterThan(TABLE_PICTURES_MAX_PIXELS);
    const { images, text } = await picturesAndText(largeFlatePictures(5, 6700));
    expect(images).toEqual([]);
    expect(text).toContain(BODY_SENTENCES[3]);
  });

  it("lists none for a JPEG whose header declares 60,000 x 60,000 under a small dictionary", async () => {
    const { images, text } = await picturesAndText([hugeJpeg(60_000, 100)]);
    expect(images).toEqual([]);
    expect(text).toContain(BODY_SENTENCES[1]);
  });

  it("drops JPEG, JPEG 2000, JBIG2 and CCITT pictures declared 60,000 x 60,000 before decoding them", async () => {
    for (const picture of [hugeJpeg(60_000), hugeJpx(60_000), hugeJbig2(60_000), hugeCcitt(60_000)]) {
      const { images, text } = await picturesAndText([picture, ...largeFlatePictures(1, 100)]);
      // The small picture beside it is still listed: only the oversized one is left out.
      expect(images).toHaveLength(1);
      expect(text).toContain(BODY_SENTENCES[2]);
    }
  });
});
