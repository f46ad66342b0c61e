import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** pdf.js could not parse the file: truncated download, broken cross-reference table... */
export class DamagedPdfError extends PdfImportError {
  override readonly name = "DamagedPdfError";
  constructor(file: string, detail = "") {
    const cause = `damaged or incomplete and cannot be read${detail ? ` (${detail})` : ""}. Download or export it again.`;
    super(file, `${shownName(file)} is ${cause}`, `It is ${cause}`);
  }
}
