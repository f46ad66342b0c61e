import { shownName } from "../../contract/shownName.ts";

/** A file could not be written (or put in place); the file the user had at the name is untouched. */
export class FileNotWrittenError extends Error {
  override readonly name = "FileNotWrittenError";
  /** The exact name, for code that opens it; the message shows it escaped. */
  readonly file: string;
  /** The file system's code (ENOSPC, EACCES ...), when it gave one. */
  readonly code: string | undefined;
  constructor(file: string, reason: string, code?: string) {
    super(`Cannot write ${shownName(file)}: ${reason}; the file there before, if any, is unchanged`);
    this.file = file;
    this.code = code;
  }
}
