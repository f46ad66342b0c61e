import { errorInfoOf } from "../../shared/errorInfo.ts";
import { formatCount } from "../../shared/format.ts";

// Errors of review actions in people's words: what could not be done, why, and that nothing
// was changed. The app's own messages stay for errors it words for people already; transport
// failures (which name internal methods) are reworded here.

/** What went wrong while trying to `action` ("keep QA 3 of 16", "undo the last change"...). */
export function reviewErrorText(action: string, error: unknown): string {
  const { name, message } = errorInfoOf(error);
  switch (name) {
    case "RefusedUndoError":
      return message;
    case "QaNotFoundError":
      return `Could not ${action}: the QA is no longer in the library (its paper or run was removed). Nothing was changed.`;
    case "SearchTooLongError":
      return `Could not ${action}: the search text is too long. Search for a few distinctive words instead.`;
    case "ServerUnreachableError":
    case "HttpError":
    case "InvalidResponseError":
      return `Could not ${action}: Distillate did not answer, so nothing was saved. Check that it is still running, then try again.`;
    case "UnauthorizedError":
    case "ForbiddenError":
      return `Could not ${action}: this page lost its access to the library. Open Distillate's address again, then try again.`;
    case "InvalidCallError":
      return `Could not ${action}: the change was refused as malformed, and nothing was saved. Reloading the page usually fixes this.`;
    default:
      return `Could not ${action}: ${message}`;
  }
}

/** How much of a change of several calls (one per 100,000 QAs) was undone before one of them was refused. */
export interface PartlyUndone {
  undone: number;
  of: number;
}

/**
 * An undo the core refused for good (no longer kept, or its QAs changed since), worded with the
 * change it was ("Dropped 240 QAs"): it leaves the undo list, and the next U undoes the change
 * before it, so the message says which one that is. A change over more QAs than one call takes is
 * undone call by call, last first; when a later call is refused after earlier ones were undone,
 * the core's "Nothing was changed" is true of that call only, so the message says what was put back.
 */
export class RefusedUndoError extends Error {
  override readonly name = "RefusedUndoError";

  constructor(label: string, next: string | null, cause: unknown, partly?: PartlyUndone) {
    const { name, message } = errorInfoOf(cause);
    const gone = "Distillate keeps the undo of a change to many QAs only until it closes or opens another library, and only for its most recent changes.";
    const after = next ? ` U now undoes “${next}”.` : " Nothing else is left to undo.";
    if (partly && partly.undone > 0) {
      const why = name === "BulkUndoGoneError" ? gone : "some of them were changed since, and undoing them would overwrite those later changes.";
      const rest = partly.of - partly.undone;
      super(
        `Could not undo all of “${label}”: ${formatCount(partly.undone)} of its ${formatCount(partly.of)} QAs were put back as they were before it; the other ${formatCount(rest)} were left as they are, because ${why} It is no longer offered for undo.${after}`,
      );
      return;
    }
    // The core counts the QAs of the one call it refused ("1 of its 3 QAs"), which read against a
    // change of several calls ("Kept 7 QAs") contradicts it: that count is left out.
    const why = name === "BulkUndoGoneError" ? `${gone} Nothing was changed.` : partly && name === "BulkUndoOutdatedError" ? "Some of its QAs were changed since, so undoing it would overwrite those later changes. Nothing was changed." : message;
    super(`Could not undo “${label}”: ${why} It is no longer offered for undo.${after}`);
  }
}
