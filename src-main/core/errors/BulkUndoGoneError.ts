/** The undo of a bulk review action is no longer kept: the app restarted, another library was opened, or later bulk actions pushed it out. */
export class BulkUndoGoneError extends Error {
  override readonly name = "BulkUndoGoneError";

  constructor() {
    super("That change can no longer be undone: Distillate keeps the undo of a change to many QAs only until it closes or opens another library, and only for its most recent changes. Nothing was changed.");
  }
}
