/** An imported run made before imports kept what going on needs (the file's path and stamp): what it lacks comes from its file, imported again. */
export class ImportedRunNotResumableError extends Error {
  override readonly name = "ImportedRunNotResumableError";
  readonly runId: number;

  constructor(runId: number) {
    super(`Run ${runId} imported QAs from a file with an earlier version of Distillate, which did not keep what going on with it needs. Import the file again (its QAs already stored stay in run ${runId}).`);
    this.runId = runId;
  }
}
