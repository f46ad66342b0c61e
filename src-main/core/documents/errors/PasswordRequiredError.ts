import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** The PDF is encrypted with a user password. */
export class PasswordRequiredError extends PdfImportError {
  override readonly name = "PasswordRequiredError";
  constructor(file: string) {
    super(file, `${shownName(file)} is password-protected. Give its password to import it.`, "It is password-protected. Give its password to import it.");
  }
}
