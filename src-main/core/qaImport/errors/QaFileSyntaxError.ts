/** The file as a whole is not its format (an array never closed, a quote never closed, a header too wide): why, in words. The reader makes it a QaFileUnreadableError. */
export class QaFileSyntaxError extends Error {
  override readonly name = "QaFileSyntaxError";

  constructor(why: string) {
    super(why);
  }
}
