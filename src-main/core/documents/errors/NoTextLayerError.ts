import { PdfImportError } from "./PdfImportError.ts";

/** Every page is an image: nothing to read without OCR. */
export class NoTextLayerError extends PdfImportError {
  override readonly name = "NoTextLayerError";
  constructor(file: string) {
    super(file, `${file} has no text layer (it looks like a scanned document). Run OCR on it first (for example with ocrmypdf) and import the result.`);
  }
}
