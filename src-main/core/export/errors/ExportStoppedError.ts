/** An export was stopped before it finished (cancelled, or the app closing); the target is untouched. */
export class ExportStoppedError extends Error {
  override readonly name = "ExportStoppedError";

  constructor(reason: string) {
    super(`The export was stopped (${reason}); nothing was written and any file that was already at the destination is unchanged.`);
  }
}
