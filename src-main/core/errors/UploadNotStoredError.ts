import { shownName } from "../../contract/shownName.ts";

/** An uploaded file could not be saved into the library's uploads folder; the rest of its batch goes on. */
export class UploadNotStoredError extends Error {
  override readonly name = "UploadNotStoredError";
  readonly fileName: string;

  constructor(fileName: string, reason: string) {
    super(`${shownName(fileName)} could not be saved in the library's folder (${reason}), so it was not imported.`);
    this.fileName = fileName;
  }
}
