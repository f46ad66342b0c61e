import { SamePersonDialog } from "./SamePersonDialog.tsx";
import { useReviewerRename } from "./useReviewerRename.ts";

/**
 * The reviewer name, applied when the field is left or Enter is pressed (not while typing, since
 * a change may need a question). When the current name has decisions, it asks whether the new
 * name is the same person (the decisions move along, merged with any the new name has) or a
 * different reviewer (they stay with the old name and show in Review as another reviewer's).
 */
export function ReviewerNameField({ current }: { current: string }) {
  const { text, status, question, apply, answer, type, revert } = useReviewerRename(current);
  return (
    <>
      <label htmlFor="setting-reviewer">Reviewer name</label>
      <div>
        <div className="field-control">
          <input
            id="setting-reviewer"
            value={text}
            onChange={(e) => type(e.target.value)}
            onBlur={() => void apply()}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void apply();
              } else if (e.key === "Escape") {
                revert();
              }
            }}
            aria-invalid={status.state === "error" || undefined}
            aria-describedby="setting-reviewer-note"
            autoComplete="name"
            disabled={status.state === "saving" || question !== null}
          />
          {status.state === "saving" && <span className="save-mark save-saving">Saving…</span>}
          {status.state === "saved" && <span className="save-mark save-saved">✓ Saved</span>}
        </div>
        {status.state === "error" ? (
          <span id="setting-reviewer-note" className="field-error" role="alert">
            {status.message}
          </span>
        ) : (
          <span id="setting-reviewer-note" className="field-hint" role="status">
            {status.state === "saved" ? status.message : "Stored with every keep or drop decision, so several reviewers can share a library. Applies when you press Enter or leave the field."}
          </span>
        )}
      </div>
      {question && <SamePersonDialog {...question} onAnswer={(same) => void answer(same)} />}
    </>
  );
}
