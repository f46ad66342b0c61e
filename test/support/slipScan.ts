import zlib from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { imagePdf, type RawImage } from "./scannedPdfs.ts";

// A scan of small slips, one a page, each printing its number in words and figures: cheap to
// read by OCR (large clear print on a small page), so tests can afford many pages of it.

const WORDS = ["amber", "basalt", "cobalt", "delta", "ember", "fjord", "granite", "harbor", "indigo", "juniper"];

/** What slip `n` prints. */
const slipText = (n: number): string => `Slip ${n} ${WORDS[n % 10]} ${WORDS[Math.floor(n / 10) % 10]}`;

/** A small page (a 4 x 1.5 inch slip at 200 dpi) that prints `slipText(n)`. */
function slip(n: number): RawImage {
  const width = 800;
  const height = 300;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#000";
  ctx.font = "44px serif";
  ctx.fillText(slipText(n), 40, 170);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4]!;
  return { width, height, widthPt: 288, heightPt: 108, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(gray) };
}

/** A PDF of `count` scanned slips, no text layer. */
export const slipScan = (count: number): Uint8Array => imagePdf(Array.from({ length: count }, (_, i) => slip(i + 1)));
