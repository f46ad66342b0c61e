import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/**
 * The file changed between the moment it was opened and the moment its paper was to be stored:
 * the bytes read are a moment of a file being written (a download, a copy, a save), not the file.
 */
export class PdfChangedError extends PdfImportError {
  override readonly name = "PdfChangedError";
  /** `change` says what differed, e.g. "its size went from 1,000 to 2,000 bytes". */
  constructor(file: string, change: string) {
    const rest = `changed while it was being imported (${change}), so it was not stored. If it is still being downloaded, copied or saved, import it again once that has finished.`;
    super(file, `${shownName(file)} ${rest}`, `It ${rest}`);
  }
}
