import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** The file is larger than the largest PDF Distillate reads (it would be held in memory whole, twice). */
export class PdfTooLargeError extends PdfImportError {
  override readonly name = "PdfTooLargeError";
  /** `reason`: FileTooLargeError's words, "it is 700 MB, more than the 512 MB ...". */
  constructor(file: string, reason: string) {
    const rest = `${reason}. Split it into parts (e.g. by chapter) and import those.`;
    super(file, `Cannot read ${shownName(file)}: ${rest}`, `Not read: ${rest}`);
  }
}
