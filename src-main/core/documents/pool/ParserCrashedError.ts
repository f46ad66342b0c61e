import { PdfImportError } from "../errors/PdfImportError.ts";

/** The worker parsing a file died (out of memory, a native crash): only that file fails. */
export class ParserCrashedError extends PdfImportError {
  override readonly name = "ParserCrashedError";
  constructor(file: string, reason: string) {
    const rest = `(${reason}). The file may be too large or malformed; the other files are not affected.`;
    super(file, `Reading ${file} stopped the PDF reader ${rest}`, `Reading it stopped the PDF reader ${rest}`);
  }
}
