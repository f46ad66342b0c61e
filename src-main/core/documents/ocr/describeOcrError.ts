import { OCR_MAX_IMAGE_PIXELS } from "../layout/renderPageImage.ts";

/** Why OCR could not read a page, in words for the paper's notes (pdf.js and tesseract.js speak their own). */
export function describeOcrError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/exceeded maximum allowed size/i.test(message)) return `its picture is larger than OCR reads (${OCR_MAX_IMAGE_PIXELS / 1e6} million pixels)`;
  if (error instanceof Error && error.name === "OcrPageTimeoutError") return message;
  if (/jpeg|jpx|jbig|ccitt|flate|stream|image|decode|marker/i.test(message)) return `its picture could not be decoded (${message.replace(/\.$/, "")})`;
  return `OCR failed on it (${message.replace(/\.$/, "")})`;
}
