/** Why OCR could not read a page, in words for the paper's notes (pdf.js and tesseract.js speak their own). */
export function describeOcrError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && (error.name === "OcrPageTimeoutError" || error.name === "PictureUnreadableError")) return message;
  return `OCR failed on it (${message.replace(/\.$/, "")})`;
}
