import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** The path cannot be read: missing, a permission problem, or not a regular file. */
export class UnreadableFileError extends PdfImportError {
  override readonly name = "UnreadableFileError";
  constructor(file: string, reason: string) {
    super(file, `Cannot read ${shownName(file)}: ${reason}.`, `Not read: ${reason}.`);
  }
}
