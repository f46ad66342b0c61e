import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** The bytes are not a PDF, whatever the file name says. */
export class NotPdfError extends PdfImportError {
  override readonly name = "NotPdfError";
  constructor(file: string, kind = "") {
    const what = `not a PDF file${kind ? ` (it looks like ${kind})` : ""}.`;
    super(file, `${shownName(file)} is ${what}`, `It is ${what} Only PDFs can be imported.`);
  }
}
