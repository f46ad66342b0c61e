/** A run id this library does not have. */
export class RunNotFoundError extends Error {
  override readonly name = "RunNotFoundError";
  readonly runId: number;

  constructor(runId: number) {
    super(`There is no run ${runId} in this library.`);
    this.runId = runId;
  }
}
