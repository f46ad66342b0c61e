import { errorInfoOf } from "../../shared/errorInfo.ts";

// Errors of review actions in people's words: what could not be done, why, and that nothing
// was changed. The app's own messages stay for errors it words for people already; transport
// failures (which name internal methods) are reworded here.

/** What went wrong while trying to `action` ("keep QA 3 of 16", "undo the last change"...). */
export function reviewErrorText(action: string, error: unknown): string {
  const { name, message } = errorInfoOf(error);
  switch (name) {
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
