/** A Zotero item names PDFs that are not on this machine, and no paper in the library matches it. */
export class ZoteroPdfMissingError extends Error {
  override readonly name = "ZoteroPdfMissingError";
  readonly entry: string;

  constructor(entry: string, files: readonly string[]) {
    super(
      files.length === 0
        ? `“${entry}” names no PDF, and no paper in the library has its DOI.`
        : `The PDF of “${entry}” is not there: ${files.join(", ")} (moved, or the export was made on another machine).`,
    );
    this.entry = entry;
  }
}
