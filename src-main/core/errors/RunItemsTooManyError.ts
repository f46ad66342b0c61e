/** A run's list of items is longer than one answer holds: it is read a page at a time (runs.emptyItemsPage). */
export class RunItemsTooManyError extends Error {
  override readonly name = "RunItemsTooManyError";
  readonly runId: number;

  constructor(runId: number, what: string, max: number) {
    super(`Run ${runId} has more than ${max.toLocaleString("en-US")} ${what}, more than one answer may list: they are read a page at a time instead.`);
    this.runId = runId;
  }
}
