/** A resume asked for a run this process is already executing (a second click on "Resume"). */
export class RunAlreadyRunningError extends Error {
  override readonly name = "RunAlreadyRunningError";
  readonly runId: number;

  constructor(runId: number) {
    super(`Run ${runId} is already running; pause or cancel it first, or wait for it to finish.`);
    this.runId = runId;
  }
}
