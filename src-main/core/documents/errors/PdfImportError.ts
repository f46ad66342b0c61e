import type { ErrorRemedy } from "../../../contract/errors.ts";

/**
 * Base of every reason a file cannot be imported. Each subclass's message is written for a
 * researcher: what is wrong with this file and what to do about it. `reason` says the same
 * without the file's name, for the import panel, which shows the name just left of it (the
 * message there read "notes.pdf  notes.pdf is not a PDF file").
 */
export abstract class PdfImportError extends Error {
  readonly file: string;
  readonly reason: string;
  readonly remedy: ErrorRemedy | undefined;
  constructor(file: string, message: string, reason: string, remedy?: ErrorRemedy) {
    super(message);
    this.file = file;
    this.reason = reason;
    this.remedy = remedy;
  }
}
