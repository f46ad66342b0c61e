import { shownName } from "../../contract/shownName.ts";

/** The library file exists but cannot be opened or is not a SQLite database. */
export class DatabaseOpenError extends Error {
  override readonly name = "DatabaseOpenError";
  readonly path: string;

  constructor(path: string, reason: string) {
    super(`Cannot open the library database at ${shownName(path)}: ${reason}`);
    this.path = path;
  }
}
