import { PdfImportError } from "./PdfImportError.ts";

/** A zero-byte file: usually a failed download or copy. */
export class EmptyFileError extends PdfImportError {
  override readonly name = "EmptyFileError";
  constructor(file: string) {
    super(file, `${file} is empty (0 bytes).`);
  }
}
