/** A path names a folder, a FIFO, a device or a socket where a file was expected. */
export class NotARegularFileError extends Error {
  override readonly name = "NotARegularFileError";
  readonly file: string;
  /** What it is instead, in words: "a named pipe (FIFO)", "a device", "a folder". */
  readonly kind: string;
  constructor(file: string, kind: string, message = `it is ${kind}, not a regular file`) {
    super(message);
    this.file = file;
    this.kind = kind;
  }
}
