/** A file is larger than what may be read of it. */
export class FileTooLargeError extends Error {
  override readonly name = "FileTooLargeError";
  readonly file: string;
  readonly size: number;
  readonly maxBytes: number;
  constructor(file: string, size: number, maxBytes: number, limitFor = "read at once") {
    super(`it is ${inWords(size)}, more than the ${inWords(maxBytes)} ${limitFor}`);
    this.file = file;
    this.size = size;
    this.maxBytes = maxBytes;
  }
}

function inWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
