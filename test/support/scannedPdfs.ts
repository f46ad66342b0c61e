// Scans made from born-digital PDFs: every page rendered by pdf.js to grey pixels at a given
// resolution (optionally turned a little, as a page laid crooked on a scanner, and stored as
// JPEG), then wrapped as a PDF that holds nothing but those pictures. Used by bench/makeScans,
// the OCR tests and bench:ocr; what it writes is never committed.
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { BINARY_PDF_HEADER, pdfFromObjects, pdfStream } from "./rawPdf.ts";
import { ccittGroup3, ccittGroup4 } from "./ccittFax.ts";

const pdfjsRoot = fileURLToPath(new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));

export interface ScanOptions {
  /** Pixels per inch of the scan. Defaults to 300. */
  dpi?: number;
  /** Store each page as a JPEG of this quality (1-100) instead of losslessly. Defaults to lossless. */
  jpegQuality?: number;
  /** Turn each page by this many degrees (counter-clockwise), as a crooked scan. Defaults to 0. */
  skewDegrees?: number;
  /** Only these pages (1-based). Defaults to all. */
  pages?: number[];
  /**
   * Store each page in black and white, fax-compressed (CCITTFaxDecode) as office scanners do:
   * Group 4 (/K -1) or Group 3 one-dimensional (/K 0). Grey below half is black. Defaults to grey.
   */
  fax?: "group4" | "group3";
}

/** The kinds of scan made of each paper (bench/makeScans, bench:ocr), by the suffix of the file written. */
export const SCAN_KINDS: Record<string, ScanOptions> = {
  "300dpi": { dpi: 300 },
  "200dpi": { dpi: 200 },
  "300dpi-jpeg": { dpi: 300, jpegQuality: 75 },
  "200dpi-skew": { dpi: 200, skewDegrees: 1.5 },
};

/** One picture of a page: grey pixels, a JPEG, or black and white fax-compressed. */
export interface PageImage {
  width: number;
  height: number;
  /** Page size in PDF points. */
  widthPt: number;
  heightPt: number;
  /** 8-bit grey pixels, row by row (lossless), a JPEG file's bytes, or CCITT fax data. */
  data: Uint8Array;
  kind: "gray" | "jpeg" | "group4" | "group3";
}

/** Renders the pages of a born-digital PDF as a scanner would see them. */
export async function scanPages(pdf: Uint8Array, options: ScanOptions = {}): Promise<PageImage[]> {
  const dpi = options.dpi ?? 300;
  // The WebAssembly decoders (wasmUrl) read CCITT fax, JBIG2 and JPEG 2000 pictures: without them
  // pdf.js draws such a picture as nothing, and a source that is itself a fax scan came out white.
  const task = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: `${pdfjsRoot}standard_fonts/`, cMapUrl: `${pdfjsRoot}cmaps/`, wasmUrl: `${pdfjsRoot}wasm/`, iccUrl: `${pdfjsRoot}iccs/`, cMapPacked: true, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  try {
    const numbers = (options.pages ?? Array.from({ length: doc.numPages }, (_, i) => i + 1)).filter((n) => n >= 1 && n <= doc.numPages);
    const images: PageImage[] = [];
    for (const n of numbers) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const width = Math.round(viewport.width);
      const height = Math.round(viewport.height);
      const rendered = createCanvas(width, height);
      const ctx = rendered.getContext("2d");
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, width, height);
      await page.render({ canvas: rendered as never, canvasContext: ctx as never, viewport }).promise;
      let canvas = rendered;
      if (options.skewDegrees) {
        canvas = createCanvas(width, height);
        const turned = canvas.getContext("2d");
        turned.fillStyle = "#fff";
        turned.fillRect(0, 0, width, height);
        turned.translate(width / 2, height / 2);
        turned.rotate((-options.skewDegrees * Math.PI) / 180);
        turned.drawImage(rendered, -width / 2, -height / 2);
      }
      const view = page.getViewport({ scale: 1 });
      const base = { width, height, widthPt: view.width, heightPt: view.height };
      if (options.jpegQuality) {
        images.push({ ...base, kind: "jpeg", data: new Uint8Array(await canvas.encode("jpeg", options.jpegQuality)) });
      } else {
        const rgba = canvas.getContext("2d").getImageData(0, 0, width, height).data;
        const gray = new Uint8Array(width * height);
        for (let i = 0; i < gray.length; i++) gray[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
        if (options.fax) {
          const black = gray.map((g) => (g < 128 ? 1 : 0));
          images.push({ ...base, kind: options.fax, data: (options.fax === "group4" ? ccittGroup4 : ccittGroup3)({ width, height, black }) });
        } else images.push({ ...base, kind: "gray", data: gray });
      }
      page.cleanup();
    }
    return images;
  } finally {
    await task.destroy();
  }
}

/**
 * A band of a grey page picture, from `top` to `bottom` (fractions of its height), as a page of
 * its own of the same width: a smaller page for a test whose OCR only has to read some lines
 * (tesseract's cost grows with the pixels it is given).
 */
export function pageBand(image: PageImage, top: number, bottom: number): PageImage {
  if (image.kind !== "gray") throw new Error("pageBand takes a lossless (grey) page picture");
  const from = Math.round(image.height * top);
  const to = Math.round(image.height * bottom);
  const height = to - from;
  return { ...image, height, heightPt: (image.heightPt * height) / image.height, data: image.data.slice(from * image.width, to * image.width) };
}

/** A stream the image-only PDF holds as it is given: its dictionary entries and bytes. */
export interface RawImage {
  width: number;
  height: number;
  widthPt: number;
  heightPt: number;
  /** Extra dictionary entries, e.g. "/Filter /DCTDecode /ColorSpace /DeviceGray /BitsPerComponent 8". */
  dictionary: string;
  bytes: Uint8Array;
}

/** The image stream of a page picture (grey pixels deflated, JPEG and fax data as they are). */
export function rawImage(image: PageImage): RawImage {
  const { width, height, widthPt, heightPt } = image;
  if (image.kind === "jpeg") return { width, height, widthPt, heightPt, dictionary: "/Filter /DCTDecode /ColorSpace /DeviceRGB /BitsPerComponent 8", bytes: image.data };
  if (image.kind === "group4" || image.kind === "group3") {
    const k = image.kind === "group4" ? -1 : 0;
    return { width, height, widthPt, heightPt, dictionary: `/Filter /CCITTFaxDecode /DecodeParms << /K ${k} /Columns ${width} /Rows ${height} >> /ColorSpace /DeviceGray /BitsPerComponent 1`, bytes: image.data };
  }
  return { width, height, widthPt, heightPt, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(image.data) };
}

/** A PDF whose pages hold only these pictures, each filling its page (no text, no fonts). */
export function imagePdf(images: RawImage[]): Uint8Array {
  // 1 catalog, 2 pages, then for each picture its page, the picture and the page's contents.
  const pageObject = (i: number) => 3 + i * 3;
  const pages = images.flatMap((image, i) => {
    const page = pageObject(i);
    const w = image.widthPt.toFixed(2);
    const h = image.heightPt.toFixed(2);
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 ${page + 1} 0 R >> >> /Contents ${page + 2} 0 R >>`,
      pdfStream(`/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ${image.dictionary}`, image.bytes),
      pdfStream("", Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`, "latin1")),
    ];
  });
  return pdfFromObjects(["<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Pages /Count ${images.length} /Kids [${images.map((_, i) => `${pageObject(i)} 0 R`).join(" ")}] >>`, ...pages], BINARY_PDF_HEADER);
}

/** A born-digital PDF scanned: its pages as pictures in an image-only PDF. */
export async function scannedPdf(pdf: Uint8Array, options: ScanOptions = {}): Promise<Uint8Array> {
  return imagePdf((await scanPages(pdf, options)).map(rawImage));
}
