// Black-and-white scans are often stored fax-compressed (CCITTFaxDecode, Group 4 or Group 3):
// office scanners, theses, old journals. pdf.js decodes them with its WebAssembly decoder, found
// only when told where. A title page scanned so, as an ordinary picture and as an image mask (a
// stencil painted in the fill colour, as some scanners write), is read by OCR in the real parse
// workers; and the scan maker (test/support/scannedPdfs.ts), handed a page that is itself a fax
// scan, draws it (on main it drew such a page white, so the OCR bench read a real fax scan as nothing).
import { afterAll, describe, expect, it } from "vitest";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { capitalOPdf } from "../../support/capitalOPdf.ts";
import { ccittGroup3, ccittGroup4, type BilevelImage } from "../../support/ccittFax.ts";
import { imagePdf, pageBand, rawImage, scanPages, scannedPdf } from "../../support/scannedPdfs.ts";
import { bodyText, wordsFound } from "../../support/scannedWords.ts";

describe("a title page scanned in black and white, fax-compressed", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  /** The born-digital page's reading: what the scan's is compared with. */
  const digital = async () => {
    const page = await capitalOPdf();
    return { page, read: await pool.parse(page.bytes, { file: "capital-o.pdf" }) };
  };

  for (const { fax, dpi, mask } of [
    { fax: "group4", dpi: 300, mask: false },
    { fax: "group3", dpi: 200, mask: false },
    { fax: "group4", dpi: 300, mask: true },
  ] as const) {
    it(`is read by OCR (${fax}, ${dpi} dpi${mask ? ", as an image mask" : ""})`, async () => {
      const { page, read: born } = await digital();
      const pictures = (await scanPages(page.bytes, { dpi, fax })).map(rawImage);
      expect(pictures[0]!.dictionary).toContain("/CCITTFaxDecode");
      // An image mask: sample 0 (black, as /BlackIs1 is false) is painted, 1 left as it was.
      const stored = mask ? pictures.map((p) => ({ ...p, dictionary: p.dictionary.replace("/ColorSpace /DeviceGray /BitsPerComponent 1", "/ImageMask true") })) : pictures;
      const read = await pool.parse(imagePdf(stored), { file: "fax-scan.pdf", ocr: { languages: ["eng"] } });
      expect((read.title ?? "").replace(/\s+/g, " ").trim()).toBe(page.title);
      expect(wordsFound(bodyText(read), bodyText(born))).toBeGreaterThan(0.9);
    });
  }

  it("is drawn by the scan maker when a page is itself a fax scan", async () => {
    const { page } = await digital();
    const fax = await scannedPdf(page.bytes, { dpi: 200, fax: "group4" });
    const [again] = await scanPages(fax, { dpi: 200 });
    const [grey] = await scanPages(page.bytes, { dpi: 200 });
    const dark = (data: Uint8Array) => data.filter((g) => g < 128).length;
    // The print is there, as much of it as on the page scanned in grey (within a tenth).
    expect(dark(again!.data)).toBeGreaterThan(0.9 * dark(grey!.data));
    expect(dark(again!.data)).toBeLessThan(1.1 * dark(grey!.data));
  });
});

describe("a fax-compressed picture, in each layout its /DecodeParms may declare", () => {
  // T.4 and T.6 leave a writer choices: rows coded on their own or against the row above, an
  // end-of-line code before each, rows starting on a byte, black written as 0 or as 1. Each must
  // reach OCR as the scan's own pixels (a band of a 300 dpi page: OCR reads at 300 dpi).
  const LAYOUTS: { name: string; encode: (image: BilevelImage) => Uint8Array; parms: string; blackIs1?: boolean }[] = [
    { name: "Group 4", encode: ccittGroup4, parms: "/K -1" },
    { name: "Group 4, black written as 1", encode: ccittGroup4, parms: "/K -1 /BlackIs1 true", blackIs1: true },
    { name: "Group 3, runs", encode: (i) => ccittGroup3(i), parms: "/K 0" },
    { name: "Group 3, runs after end-of-line codes on bytes", encode: (i) => ccittGroup3(i, { endOfLine: true, byteAlign: true }), parms: "/K 0 /EndOfLine true /EncodedByteAlign true" },
    { name: "Group 3, two-dimensional", encode: (i) => ccittGroup3(i, { k: 4, endOfLine: true }), parms: "/K 4 /EndOfLine true" },
  ];

  for (const { name, encode, parms, blackIs1 } of LAYOUTS) {
    it(`reaches OCR pixel for pixel (${name})`, async () => {
      const page = await capitalOPdf();
      const [grey] = await scanPages(page.bytes, { dpi: 300, pages: [1] });
      const band = pageBand(grey!, 0.05, 0.3);
      const black = band.data.map((g) => (g < 128 ? 1 : 0));
      const bytes = encode({ width: band.width, height: band.height, black: blackIs1 ? black.map((b) => 1 - b) : black });
      const dictionary = `/Filter /CCITTFaxDecode /DecodeParms << ${parms} /Columns ${band.width} /Rows ${band.height} >> /ColorSpace /DeviceGray /BitsPerComponent 1`;
      const doc = await openPdf(imagePdf([{ ...band, dictionary, bytes }]), "fax.pdf");
      try {
        const image = await doc.renderForOcr(1);
        const header = new TextDecoder().decode(image.pgm.subarray(0, 32)).match(/^P5\n(\d+) (\d+)\n255\n/)!;
        expect([Number(header[1]), Number(header[2])]).toEqual([band.width, band.height]);
        const pixels = image.pgm.subarray(header[0].length);
        const differing = black.filter((b, i) => b !== (pixels[i]! < 128 ? 1 : 0)).length;
        expect(black.filter((b) => b === 1).length).toBeGreaterThan(1000);
        expect(differing).toBe(0);
      } finally {
        await doc.close();
      }
    });
  }
});
