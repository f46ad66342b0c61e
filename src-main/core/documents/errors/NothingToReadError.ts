import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** No page holds text or a picture OCR could read text from. */
export class NothingToReadError extends PdfImportError {
  override readonly name = "NothingToReadError";
  constructor(file: string) {
    const rest = "nothing to read: its pages hold neither text nor pictures of text (OCR found no words). Check that it is the file you meant.";
    super(file, `${shownName(file)} has ${rest}`, `It has ${rest}`);
  }
}
