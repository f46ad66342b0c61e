import { PdfImportError } from "./PdfImportError.ts";

/** pdf.js could not parse the file: truncated download, broken cross-reference table... */
export class DamagedPdfError extends PdfImportError {
  override readonly name = "DamagedPdfError";
  constructor(file: string, detail = "") {
    super(file, `${file} is damaged or incomplete and cannot be read${detail ? ` (${detail})` : ""}. Download or export it again.`);
  }
}
