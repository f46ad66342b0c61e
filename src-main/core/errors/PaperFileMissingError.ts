import { shownName } from "../../contract/shownName.ts";

/** The PDF a paper was imported from is no longer where it was, or is no longer the same file. */
export class PaperFileMissingError extends Error {
  override readonly name = "PaperFileMissingError";
  readonly paperId: number;
  readonly file: string;

  constructor(paperId: number, file: string, reason: "missing" | "changed") {
    const what = reason === "missing" ? "is no longer there" : "has changed since it was imported";
    // Named by its file, the one thing the user can look for: the paper's number is the library's own (kept in `paperId`).
    super(`The PDF this paper was imported from (${shownName(file)}) ${what}, so its pages cannot be shown. Import the file again to see them.`);
    this.paperId = paperId;
    this.file = file;
  }
}
