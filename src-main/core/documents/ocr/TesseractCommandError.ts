/** The installed tesseract command could not read a page: it would not start, failed, or wrote nothing usable. */
export class TesseractCommandError extends Error {
  override readonly name = "TesseractCommandError";
  /** Whether the command could not be started at all (removed since it was found): later pages need not try it. */
  readonly notStarted: boolean;
  /** The signal that stopped it, when one did (a cancelled parse kills its commands): reading again would be undone the same way. */
  readonly signal: NodeJS.Signals | null;
  constructor(reason: string, options: { notStarted?: boolean; signal?: NodeJS.Signals } = {}) {
    super(`the installed tesseract ${reason}`);
    this.notStarted = options.notStarted ?? false;
    this.signal = options.signal ?? null;
  }
}
