import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** Every page is an image and OCR is off: nothing to read. */
export class NoTextLayerError extends PdfImportError {
  override readonly name = "NoTextLayerError";
  constructor(file: string) {
    super(file, `${shownName(file)} has no text layer (it looks like a scanned document) and OCR is off. Turn on OCR in Settings and import it again.`);
  }
}
