import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** A password was given but it does not open the PDF. */
export class IncorrectPasswordError extends PdfImportError {
  override readonly name = "IncorrectPasswordError";
  constructor(file: string) {
    super(file, `The password given for ${shownName(file)} is not correct.`, "The password given is not correct.");
  }
}
