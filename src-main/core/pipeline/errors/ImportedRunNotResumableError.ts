/** An imported run has no model to go on with: what it lacks comes from its file, imported again. */
export class ImportedRunNotResumableError extends Error {
  override readonly name = "ImportedRunNotResumableError";
  readonly runId: number;

  constructor(runId: number) {
    super(`Run ${runId} imported QAs from a file and stopped before it finished; there is nothing to resume. Import the file again (its QAs already stored stay in run ${runId}).`);
    this.runId = runId;
  }
}
