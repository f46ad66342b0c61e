/** Pause or cancel asked of a run that is not executing in this process. */
export class RunNotExecutingError extends Error {
  override readonly name = "RunNotExecutingError";
  readonly runId: number;

  constructor(runId: number, action: "pause" | "cancel") {
    super(`Run ${runId} is not running here, so there is nothing to ${action}; it may have finished or been paused already.`);
    this.runId = runId;
  }
}
