/**
 * Page 1 as pdf.js renders it on white, in grey (0.3 red, 0.5 green, 0.2 blue), as a PGM: the
 * picture OCR was handed before round 19, kept as the independent reference that the scan's own
 * pixels are checked against (test/process/documents/ocrScanPixels.test.ts, bench/ocrScanPixels.ts).
 */
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const pdfjsRoot = fileURLToPath(new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));

export interface RenderLimits {
  /** At most this many pixels: the scale drops below 300 dpi to stay within it (the app's render cap). */
  maxPixels?: number;
  /** pdf.js's own limit on a picture's pixels (its default when absent). */
  maxImageSize?: number;
}

/** Renders page 1 of `pdf` (copied: pdf.js takes its buffer) at 300 dpi, or less within `limits.maxPixels`. */
export async function renderedPagePgm(pdf: Uint8Array, limits: RenderLimits = {}): Promise<Uint8Array> {
  const task = getDocument({
    data: pdf.slice(),
    standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    ...(limits.maxImageSize === undefined ? {} : { maxImageSize: limits.maxImageSize }),
  });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(1);
    const shown = page.getViewport({ scale: 1 });
    const cap = limits.maxPixels === undefined ? Infinity : Math.sqrt(limits.maxPixels / (shown.width * shown.height));
    const viewport = page.getViewport({ scale: Math.min(300 / 72, cap) });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const header = new TextEncoder().encode(`P5\n${canvas.width} ${canvas.height}\n255\n`);
    const pgm = new Uint8Array(header.length + canvas.width * canvas.height);
    pgm.set(header);
    for (let i = 0, o = header.length; i < rgba.length; i += 4, o++) pgm[o] = (77 * rgba[i]! + 128 * rgba[i + 1]! + 51 * rgba[i + 2]! + 128) >> 8;
    return pgm;
  } finally {
    await task.destroy();
  }
}
