/** The thread writing a bulk review action died before it committed: nothing was changed. */
export class BulkReviewStoppedError extends Error {
  override readonly name = "BulkReviewStoppedError";

  constructor(qas: number, reason: string) {
    super(`Changing ${qas} QAs at once stopped unexpectedly (${reason}). Nothing was changed; try again, or change fewer QAs at a time.`);
  }
}
