/** A downloaded file whose sha256 is not the one expected; the file has been deleted. */
export class ModelHashMismatchError extends Error {
  override readonly name = "ModelHashMismatchError";
  readonly file: string;
  readonly expected: string;
  readonly actual: string;

  constructor(file: string, expected: string, actual: string) {
    super(
      `The downloaded file ${file} is not the one expected: its sha256 is ${actual}, not ${expected}. ` +
        `It was deleted. The download was corrupted, or the file on the hub changed since the hash was published: check the hash and download again.`,
    );
    this.file = file;
    this.expected = expected;
    this.actual = actual;
  }
}
