/** The file an unfinished import was reading is no longer the same file, so the rest of it cannot be read as it was begun. */
export class QaFileChangedError extends Error {
  override readonly name = "QaFileChangedError";
  readonly file: string;
  readonly runId: number;

  constructor(file: string, runId: number) {
    super(
      `${file} has changed since run ${runId} began importing it (its size, time or contents differ), so the rest of it cannot be read as the same file. ` +
        `Run ${runId} keeps the QAs it stored; to import the file as it is now, import it again with --again.`,
    );
    this.file = file;
    this.runId = runId;
  }
}
