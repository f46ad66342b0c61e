/** "Retry failed" on a run with no failed items, or with changes under which none of them is planned again. */
export class NothingToRetryError extends Error {
  override readonly name = "NothingToRetryError";
  readonly runId: number;

  constructor(runId: number, detail?: string) {
    super(detail ? `Nothing of run ${runId} to retry: ${detail}` : `Run ${runId} has no failed items to retry.`);
    this.runId = runId;
  }
}
