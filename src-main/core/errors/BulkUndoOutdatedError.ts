/** Some QAs of a bulk review action were changed after it: undoing it would overwrite those later changes. */
export class BulkUndoOutdatedError extends Error {
  override readonly name = "BulkUndoOutdatedError";

  constructor(changedSince: number, qas: number) {
    super(
      `${changedSince.toLocaleString("en-US")} of its ${qas.toLocaleString("en-US")} QAs were changed since, so undoing it would overwrite those later changes. Nothing was changed.`,
    );
  }
}
