import type { ErrorInfo } from "@contract/errors.ts";
import { REMEDY_WORDS } from "@contract/errorRemedies.ts";
import { routeHref } from "../../app/router.ts";

/** Where each remedy takes the user: the view, and the control to land on. */
const REMEDY_HREF: Record<NonNullable<ErrorInfo["remedy"]>, string> = {
  "turn-on-ocr": routeHref("settings", null, { focus: "ocrEnabled" }),
};

/**
 * Why a file failed, beside its name: the reason without the name (older reports kept only the
 * whole message), and the next step as a link when the app can take the user there.
 */
export function FailureReason({ error }: { error: ErrorInfo }) {
  const remedy = error.remedy && error.reason !== undefined ? REMEDY_WORDS[error.remedy] : null;
  return (
    <span className="error">
      {error.reason ?? error.message}
      {remedy && (
        <>
          {" "}
          <a href={REMEDY_HREF[error.remedy!]}>{remedy.action}</a>, {remedy.after}
        </>
      )}
    </span>
  );
}
