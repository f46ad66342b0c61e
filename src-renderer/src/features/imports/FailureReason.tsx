import type { ErrorInfo } from "@contract/errors.ts";
import { REMEDY_WORDS } from "@contract/errorRemedies.ts";
import { routeHref } from "../../app/router.ts";

/** Where each remedy takes the user: the view, and the control to land on. */
const REMEDY_HREF: Record<NonNullable<ErrorInfo["remedy"]>, string> = {
  "turn-on-ocr": routeHref("settings", null, { focus: "ocrEnabled" }),
};

interface FailureReasonProps {
  error: ErrorInfo;
  /** Whether OCR is on now (the settings may have changed since the file was refused). */
  ocrOn: boolean;
  /** Imports the file again from where it was, when the app knows where (not for a file the page sent). */
  onImportAgain?: () => void;
}

/**
 * Why a file failed, beside its name: the reason without the name (older reports kept only the
 * whole message), and the next step as a link when the app can take the user there. A scan
 * refused while OCR was off, with OCR on now, offers to import it again (or, for a file the page
 * sent, whose copy is gone, says to choose it again) instead of the stale "Turn on OCR".
 */
export function FailureReason({ error, ocrOn, onImportAgain }: FailureReasonProps) {
  const remedy = error.remedy && error.reason !== undefined ? REMEDY_WORDS[error.remedy] : null;
  const ocrNowOn = error.remedy === "turn-on-ocr" && error.reason !== undefined && ocrOn;
  // The stored reason says "and OCR is off"; beside "on now" it is said as the past it is.
  const reason = error.reason ?? error.message;
  return (
    <span className="error">
      {ocrNowOn ? `${reason.replace(/,? and OCR is off\.$/, ".")} OCR was off then; it is on now` : reason}
      {ocrNowOn ? (
        onImportAgain ? (
          <>
            .{" "}
            <button type="button" className="link-button" onClick={onImportAgain}>
              Import again
            </button>
          </>
        ) : (
          ": choose the file again to read it."
        )
      ) : (
        remedy && (
          <>
            {" "}
            <a href={REMEDY_HREF[error.remedy!]}>{remedy.action}</a>, {remedy.after}
          </>
        )
      )}
    </span>
  );
}
