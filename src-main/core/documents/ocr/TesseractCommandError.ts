/** The installed tesseract command could not read a page: it would not start, failed, or wrote nothing usable. */
export class TesseractCommandError extends Error {
  override readonly name = "TesseractCommandError";
  /** Whether the command could not be started at all (removed since it was found): later pages need not try it. */
  readonly notStarted: boolean;
  constructor(reason: string, options: { notStarted?: boolean } = {}) {
    super(`the installed tesseract ${reason}`);
    this.notStarted = options.notStarted ?? false;
  }
}
