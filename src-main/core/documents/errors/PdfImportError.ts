/**
 * Base of every reason a file cannot be imported. Each subclass's message is written for a
 * researcher: what is wrong with this file and what to do about it.
 */
export abstract class PdfImportError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(message);
    this.file = file;
  }
}
