import { formatBytes } from "../../contract/numberWords.ts";

/** A paper's tables hold more than one answer carries: they are asked for a part at a time (library.paperTablesPage). */
export class PaperTablesTooLargeError extends Error {
  override readonly name = "PaperTablesTooLargeError";
  readonly paperId: number;

  constructor(paperId: number, bytes: number, maxBytes: number) {
    super(`The tables of paper ${paperId} hold ${formatBytes(bytes)}, more than one answer may (${formatBytes(maxBytes)}): they are read a few tables at a time instead.`);
    this.paperId = paperId;
  }
}
