import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** The PDF has no text layer and OCR could not read any of its pages. */
export class OcrUnreadableError extends PdfImportError {
  override readonly name = "OcrUnreadableError";
  readonly failures: { page: number; reason: string }[];
  constructor(file: string, failures: { page: number; reason: string }[]) {
    const shown = failures.slice(0, 3).map((f) => `page ${f.page}: ${f.reason}`).join("; ");
    const more = failures.length > 3 ? `; and ${failures.length - 3} more pages` : "";
    super(file, `${shownName(file)} has no text layer and OCR could not read it (${shown}${more}).`, `It has no text layer, and OCR could not read it (${shown}${more}).`);
    this.failures = failures;
  }
}
