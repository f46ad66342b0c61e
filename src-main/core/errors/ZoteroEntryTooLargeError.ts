import { shownName } from "../../contract/shownName.ts";

/** An item of a Zotero export over one of the reading limits (a field, the entry, @string expansion); the other items still import. */
export class ZoteroEntryTooLargeError extends Error {
  override readonly name = "ZoteroEntryTooLargeError";
  readonly entry: string;

  constructor(entry: string, reason: string) {
    super(`Zotero item ${shownName(entry)} was not imported: ${reason}.`);
    this.entry = entry;
  }
}
