import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/**
 * pdf.js could not parse the file: truncated download, broken cross-reference table... The
 * researcher is told what to do in our words; pdf.js's own words ("Invalid PDF structure") say
 * nothing they can act on, so they go to `detail`, for a log, the CLI and a bug report.
 */
export class DamagedPdfError extends PdfImportError {
  override readonly name = "DamagedPdfError";
  readonly detail: string | undefined;
  constructor(file: string, detail = "") {
    const cause = "damaged or incomplete and cannot be read. Download or export it again.";
    super(file, `${shownName(file)} is ${cause}`, `It is ${cause}`);
    this.detail = detail || undefined;
  }
}
