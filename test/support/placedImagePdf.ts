// One-page PDFs that place pictures with a content stream of the test's own: a scan stored turned
// or mirrored and drawn upright by its transform, a page with /Rotate, a picture with text or
// a second picture beside it. What scannedPdfs.imagePdf writes is only the plain case.
import { BINARY_PDF_HEADER, pdfFromObjects, pdfStream } from "./rawPdf.ts";
import type { RawImage } from "./scannedPdfs.ts";

export interface PlacedPage {
  /** The page's MediaBox width and height in points. */
  widthPt: number;
  heightPt: number;
  /** /Rotate of the page. Defaults to none. */
  rotate?: number;
  /** The pictures, named /Im0, /Im1... in the content stream. */
  images: RawImage[];
  /** The content stream, e.g. "q 0 792 -612 0 612 0 cm /Im0 Do Q". */
  content: string;
  /** A soft mask (grey, one byte a pixel) for the first picture. Defaults to none. */
  softMask?: Pick<RawImage, "width" | "height" | "dictionary" | "bytes">;
}

/** The PDF of one such page; a standard Helvetica is in its resources as /F1 for text. */
export function placedImagePdf(page: PlacedPage): Uint8Array {
  // 1 catalog, 2 pages, 3 page, 4 contents, 5 font, 6 soft mask, 7... pictures.
  const imageObject = (i: number) => 7 + i;
  const xobjects = page.images.map((_, i) => `/Im${i} ${imageObject(i)} 0 R`).join(" ");
  const mask = page.softMask ?? { width: 1, height: 1, dictionary: "/ColorSpace /DeviceGray /BitsPerComponent 8", bytes: new Uint8Array([255]) };
  return pdfFromObjects(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.widthPt} ${page.heightPt}]${page.rotate ? ` /Rotate ${page.rotate}` : ""} /Resources << /XObject << ${xobjects} >> /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
      pdfStream("", Buffer.from(page.content, "latin1")),
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
      pdfStream(`/Type /XObject /Subtype /Image /Width ${mask.width} /Height ${mask.height} ${mask.dictionary}`, mask.bytes),
      ...page.images.map((image, i) => pdfStream(`/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ${image.dictionary}${page.softMask && i === 0 ? " /SMask 6 0 R" : ""}`, image.bytes)),
    ],
    BINARY_PDF_HEADER,
  );
}
