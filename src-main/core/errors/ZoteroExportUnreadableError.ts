import { shownName } from "../../contract/shownName.ts";

/** The file given as a Zotero export could not be read as one. */
export class ZoteroExportUnreadableError extends Error {
  override readonly name = "ZoteroExportUnreadableError";
  readonly file: string;

  constructor(file: string, reason: string) {
    super(`Could not read ${shownName(file)} as a Zotero export (BibTeX or CSL-JSON): ${reason}.`);
    this.file = file;
  }
}
