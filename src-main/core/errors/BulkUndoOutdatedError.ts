/** Some QAs of a bulk review action were changed after it: undoing it would overwrite those later changes. */
export class BulkUndoOutdatedError extends Error {
  override readonly name = "BulkUndoOutdatedError";

  constructor(changedSince: number, qas: number) {
    // One QA ("Kept QA 3 of 16" decided from the table) reads as one, not "1 of its 1 QAs were".
    super(
      qas === 1
        ? "Its QA was changed since, so undoing it would overwrite that later change. Nothing was changed."
        : `${changedSince.toLocaleString("en-US")} of its ${qas.toLocaleString("en-US")} QAs ${changedSince === 1 ? "was" : "were"} changed since, so undoing it would overwrite ${changedSince === 1 ? "that later change" : "those later changes"}. Nothing was changed.`,
    );
  }
}
