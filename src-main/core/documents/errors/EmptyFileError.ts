import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** A zero-byte file: usually a failed download or copy. */
export class EmptyFileError extends PdfImportError {
  override readonly name = "EmptyFileError";
  constructor(file: string) {
    super(file, `${shownName(file)} is empty (0 bytes).`, "The file is empty (0 bytes): nothing was saved in it. Download or export it again.");
  }
}
