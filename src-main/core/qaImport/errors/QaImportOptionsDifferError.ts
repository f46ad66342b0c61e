/** An unfinished import of the same file into the same source was begun with other options; going on with it would mix the two. Nothing was stored. */
export class QaImportOptionsDifferError extends Error {
  override readonly name = "QaImportOptionsDifferError";
  readonly file: string;
  readonly runId: number;

  /** `differ`: the options that differ, in words ("the fields named, the filters"). */
  constructor(file: string, runId: number, differ: string) {
    super(
      `Run ${runId} began importing ${file} into the same source with other options (${differ}) and did not finish. Nothing was stored. ` +
        `Finish it as it was begun with: distillate resume ${runId}; or store a second copy with these options: import it again with --again.`,
    );
    this.file = file;
    this.runId = runId;
  }
}
