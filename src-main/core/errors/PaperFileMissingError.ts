import { shownName } from "../../contract/shownName.ts";

/** The PDF a paper was imported from is no longer where it was, or is no longer the same file. */
export class PaperFileMissingError extends Error {
  override readonly name = "PaperFileMissingError";
  readonly paperId: number;
  readonly file: string;

  constructor(paperId: number, file: string, reason: "missing" | "changed") {
    const what = reason === "missing" ? "is no longer there" : "has changed since it was imported";
    super(`The PDF of paper ${paperId} (${shownName(file)}) ${what}, so its pages cannot be shown. Import the file again to see them.`);
    this.paperId = paperId;
    this.file = file;
  }
}
