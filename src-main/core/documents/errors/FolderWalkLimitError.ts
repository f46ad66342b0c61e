import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/** An imported folder larger or deeper than one import lists; what was listed before is imported. */
export class FolderWalkLimitError extends PdfImportError {
  override readonly name = "FolderWalkLimitError";
  constructor(folder: string, what: string) {
    const rest = `${what}. The PDFs listed before that are imported; import its subfolders one at a time for the rest.`;
    super(folder, `Not all of ${shownName(folder)} was imported: ${rest}`, `Not all of this folder was imported: ${rest}`);
  }
}
