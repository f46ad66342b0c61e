// A scanned page (one picture, nothing else) reaches OCR as the picture's own decoded pixels,
// without rendering the page: the picture OCR gets must be the page as pdf.js renders it, pixel
// for pixel, however the picture is stored (turned, mirrored, on a rotated page, 1-bit, CMYK,
// with a soft mask), and a page with anything beside its picture must still show that too.
// Pictures that cannot be read fail their page with a reason. Real pdf.js, real canvas.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { placedImagePdf, type PlacedPage } from "../../support/placedImagePdf.ts";
import { renderedPagePgm } from "../../support/renderedPagePgm.ts";
import { raisedMarkAbstractPdf } from "../../support/raisedMarkAbstractPdf.ts";
import { SCAN_KINDS, scannedPdf, type RawImage } from "../../support/scannedPdfs.ts";

/** The PGM OCR is handed for page 1. */
async function ocrPicture(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await openPdf(pdf, "scan.pdf");
  try {
    return (await doc.renderForOcr(1)).pgm;
  } finally {
    await doc.close();
  }
}

/** How many pixels of two PGMs differ (the headers must agree). */
function differing(a: Uint8Array, b: Uint8Array): number {
  expect(new TextDecoder().decode(a.subarray(0, 20))).toBe(new TextDecoder().decode(b.subarray(0, 20)));
  expect(a.length).toBe(b.length);
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}

/** The grey value at (x, y) of a PGM. */
function pixel(pgm: Uint8Array, x: number, y: number): number {
  const header = new TextDecoder().decode(pgm.subarray(0, 32)).match(/^P5\n(\d+) (\d+)\n255\n/)!;
  return pgm[header[0].length + y * Number(header[1]) + x]!;
}

// A pattern no turn or mirror maps onto itself: dark bars at the top and left of a picture of
// 600 x 400 pixels, a grey ramp elsewhere. At 300 dpi it is 144 x 96 points.
const W = 600;
const H = 400;
function patternGrey(turned = false): Uint8Array {
  const [w, h] = turned ? [H, W] : [W, H];
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // Turned a quarter clockwise: picture pixel (x, y) shows the upright one at (y, h - 1 - x).
      const [ux, uy] = turned ? [y, w - 1 - x] : [x, y];
      data[y * w + x] = uy < 40 ? 20 : ux < 30 ? 60 : 120 + ((ux * 3 + uy * 5) % 130);
    }
  }
  return data;
}
const grey = (width: number, height: number, data: Uint8Array): RawImage => ({ width, height, widthPt: 0, heightPt: 0, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(data) });
const [WPT, HPT] = [(W * 72) / 300, (H * 72) / 300];

describe("the picture OCR reads of a page that is one picture", () => {
  for (const [kind, options] of Object.entries(SCAN_KINDS)) {
    // A 300 dpi scan is read from its own pixels; a 200 dpi one is enlarged, so rendered as before.
    it(`is the rendered page, pixel for pixel, for a ${kind} scan`, async () => {
      const page = await raisedMarkAbstractPdf();
      const scan = await scannedPdf(page.bytes, options);
      const pgm = await ocrPicture(scan.slice());
      expect(differing(pgm, await renderedPagePgm(scan))).toBe(0);
    });
  }

  const placements: [string, Omit<PlacedPage, "images">, boolean][] = [
    ["upright", { widthPt: WPT, heightPt: HPT, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q` }, false],
    ["stored a quarter turn and turned back by its transform", { widthPt: WPT, heightPt: HPT, content: `q 0 ${HPT} ${-WPT} 0 ${WPT} 0 cm /Im0 Do Q` }, true],
    ["mirrored twice (a scanner's flipped page and flipped picture)", { widthPt: WPT, heightPt: HPT, content: `1 0 0 -1 0 ${HPT} cm q ${WPT} 0 0 ${-HPT} 0 ${HPT} cm /Im0 Do Q` }, false],
    ["on a page with /Rotate 90", { widthPt: WPT, heightPt: HPT, rotate: 90, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q` }, false],
    ["inside marked content", { widthPt: WPT, heightPt: HPT, content: `/Artifact BMC q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q EMC` }, false],
    ["smaller than its page, off-centre", { widthPt: WPT * 1.5, heightPt: HPT * 1.25, content: `q ${WPT} 0 0 ${HPT} 24 12 cm /Im0 Do Q` }, false],
  ];
  for (const [name, placement, turned] of placements) {
    it(`is the rendered page for a picture ${name}`, async () => {
      const image = turned ? grey(H, W, patternGrey(true)) : grey(W, H, patternGrey());
      const pdf = placedImagePdf({ ...placement, images: [image] });
      const pgm = await ocrPicture(pdf.slice());
      expect(differing(pgm, await renderedPagePgm(pdf))).toBe(0);
      // The dark bar along the picture's top is at the top of the page as shown.
      if (!placement.rotate && placement.widthPt === WPT) {
        expect(pixel(pgm, W / 2, 10)).toBe(20);
        expect(pixel(pgm, W / 2, H - 10)).toBeGreaterThan(100);
      }
    });
  }

  it("is the rendered page for a 72 dpi picture enlarged to 300 dpi, smoothed as the PDF asks (/Interpolate)", async () => {
    const small = grey(W / 4, H / 4, patternGrey().filter((_, i) => Math.floor(i / W) % 4 === 0 && i % 4 === 0));
    const pdf = placedImagePdf({ widthPt: WPT, heightPt: HPT, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q`, images: [{ ...small, dictionary: `${small.dictionary} /Interpolate true` }] });
    expect(differing(await ocrPicture(pdf.slice()), await renderedPagePgm(pdf))).toBe(0);
  });

  const bits = (): Uint8Array => {
    // 1-bit rows padded to a byte: a black square in the top-left quarter on white.
    const row = W / 8;
    const data = new Uint8Array(row * H).fill(0xff);
    for (let y = 0; y < H / 2; y++) for (let x = 0; x < W / 2; x++) data[y * row + (x >> 3)]! &= ~(0x80 >> (x & 7));
    return data;
  };
  const kinds: [string, RawImage][] = [
    ["1-bit", { width: W, height: H, widthPt: 0, heightPt: 0, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 1", bytes: zlib.deflateSync(bits()) }],
    ["1-bit with an inverted /Decode", { width: W, height: H, widthPt: 0, heightPt: 0, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 1 /Decode [1 0]", bytes: zlib.deflateSync(bits()) }],
    ["CMYK", { width: W, height: H, widthPt: 0, heightPt: 0, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceCMYK /BitsPerComponent 8", bytes: zlib.deflateSync(Buffer.from(Array.from({ length: W * H }, (_, i) => [i % 200, 30, (i >> 3) % 255, i % W < 100 ? 200 : 0]).flat())) }],
  ];
  for (const [name, image] of kinds) {
    it(`is the rendered page for a ${name} picture`, async () => {
      const pdf = placedImagePdf({ widthPt: WPT, heightPt: HPT, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q`, images: [image] });
      expect(differing(await ocrPicture(pdf.slice()), await renderedPagePgm(pdf))).toBe(0);
    });
  }

  it("is the rendered page for a picture with a soft mask (blended on white)", async () => {
    const mask = new Uint8Array(W * H).map((_, i) => (i % W < W / 2 ? 255 : 90));
    const pdf = placedImagePdf({ widthPt: WPT, heightPt: HPT, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q`, images: [grey(W, H, patternGrey())], softMask: { width: W, height: H, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(mask) } });
    // A transparent pixel's blend may round a level apart from skia's.
    const ours = await ocrPicture(pdf.slice());
    const theirs = await renderedPagePgm(pdf);
    let far = 0;
    for (let i = 20; i < ours.length; i++) if (Math.abs(ours[i]! - theirs[i]!) > 1) far++;
    expect(far).toBe(0);
    expect(pixel(ours, W - 10, H - 10)).toBeGreaterThan(pixel(ours, 10, H - 10));
  });

  it("still shows the text drawn over a picture, and a second picture beside it", async () => {
    const white = grey(W, H, new Uint8Array(W * H).fill(255));
    const withText = placedImagePdf({ widthPt: WPT, heightPt: HPT, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q BT /F1 40 Tf 10 30 Td (Mixed) Tj ET`, images: [white] });
    const text = await ocrPicture(withText.slice());
    expect(differing(text, await renderedPagePgm(withText))).toBe(0);
    expect(text.subarray(20).some((p) => p < 60)).toBe(true);
    const dark = grey(W / 4, H / 4, new Uint8Array((W / 4) * (H / 4)).fill(0));
    const twoPictures = placedImagePdf({ widthPt: WPT, heightPt: HPT, content: `q ${WPT} 0 0 ${HPT} 0 0 cm /Im0 Do Q q 36 0 0 24 0 0 cm /Im1 Do Q`, images: [white, dark] });
    const both = await ocrPicture(twoPictures.slice());
    expect(differing(both, await renderedPagePgm(twoPictures))).toBe(0);
    expect(pixel(both, 10, H - 10)).toBe(0);
  });

  it("fails its page with a reason for a damaged picture stream, a damaged JPEG or one over 50 million pixels", async () => {
    const page = (image: RawImage) => placedImagePdf({ widthPt: 612, heightPt: 792, content: "q 612 0 0 792 0 0 cm /Im0 Do Q", images: [image] });
    const flate = zlib.deflateSync(Buffer.alloc(W * H, 128));
    const cutFlate = { width: W, height: H, widthPt: 0, heightPt: 0, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: Buffer.concat([flate.subarray(0, 40), Buffer.alloc(200, 0xfe)]) };
    const jpeg = { width: 1700, height: 2200, widthPt: 0, heightPt: 0, dictionary: "/Filter /DCTDecode /ColorSpace /DeviceRGB /BitsPerComponent 8", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), Buffer.alloc(5000, 0x37)]) };
    const huge = { width: 20_000, height: 20_000, widthPt: 0, heightPt: 0, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 1", bytes: zlib.deflateSync(Buffer.alloc(2500 * 20_000, 0xff)) };
    for (const [image, reason] of [
      [cutFlate, /^its picture (could not be read \(|is damaged and cannot be read$)/],
      // Told in the app's words: the JPEG decoder's own message is for the log (PictureUnreadableError.detail).
      [jpeg, /^its picture is damaged and cannot be read \(JPEG\)$/],
      [huge, /^its picture could not be read \(larger than 50 million pixels/],
    ] as const) {
      const outcome = await ocrPicture(page(image)).then(
        (pgm) => ({ pgm }),
        (error: Error) => ({ error }),
      );
      // A stream cut short may decode to a part of the picture (pdf.js fills the rest): then it is read, never an abort.
      if ("pgm" in outcome) expect(image).toBe(cutFlate);
      else {
        expect(outcome.error.message).toMatch(reason);
        if (image === jpeg) expect((outcome.error as Error & { detail?: string }).detail).toMatch(/Unable to decode image .*JpegError/);
      }
    }
  });
});
