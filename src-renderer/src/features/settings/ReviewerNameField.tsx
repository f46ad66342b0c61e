import { useEffect, useRef, useState } from "react";
import type { ReviewerSummary } from "@contract/review.ts";
import { formatCount } from "../../shared/format.ts";
import { reviewErrorText } from "../review/reviewErrors.ts";
import { useReviewerName } from "./useReviewerName.ts";
import { useModalDialog } from "../../shared/useModalDialog.ts";

type Status = { state: "idle" } | { state: "saving" } | { state: "saved"; message: string } | { state: "error"; message: string };

/** Someone's decisions in words: "12 decisions (8 kept, 4 dropped)". */
function decisions(r: ReviewerSummary): string {
  const n = r.kept + r.dropped;
  return `${formatCount(n, "decision")} (${formatCount(r.kept)} kept, ${formatCount(r.dropped)} dropped)`;
}

/**
 * The reviewer name, applied when the field is left or Enter is pressed (not while typing, since
 * a change may need a question). When the current name has decisions, it asks whether the new
 * name is the same person (the decisions move along, merged with any the new name has) or a
 * different reviewer (they stay with the old name and show in Review as another reviewer's).
 */
export function ReviewerNameField({ current }: { current: string }) {
  const calls = useReviewerName();
  const [text, setText] = useState(current);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [question, setQuestion] = useState<{ to: string; from: ReviewerSummary; target: ReviewerSummary | null } | null>(null);
  const editing = useRef(false);

  // A name saved elsewhere (another window, or this field) shows unless the user is typing.
  useEffect(() => {
    if (!editing.current) setText(current);
  }, [current]);

  // Runs once per edit: Enter and the blur that follows (or the dialog taking the focus) apply it once.
  const apply = async () => {
    if (!editing.current) return;
    editing.current = false;
    const to = text.trim();
    if (to === "") {
      setStatus({ state: "error", message: "The reviewer name cannot be empty; it is stored with every decision." });
      return;
    }
    if (to === current) {
      setText(current);
      if (status.state === "error") setStatus({ state: "idle" });
      return;
    }
    setStatus({ state: "saving" });
    try {
      const reviewers = await calls.reviewers();
      const from = reviewers.find((r) => r.current);
      if (!from || from.annotated === 0) {
        await calls.switchTo(to);
        setStatus({ state: "saved", message: `Reviewing as ${to} now.` });
        return;
      }
      setStatus({ state: "idle" });
      setQuestion({ to, from, target: reviewers.find((r) => r.name === to) ?? null });
    } catch (error) {
      setStatus({ state: "error", message: reviewErrorText("change the reviewer name", error) });
    }
  };

  const answer = async (samePerson: boolean | null) => {
    const asked = question;
    setQuestion(null);
    if (!asked || samePerson === null) {
      setText(current);
      setStatus({ state: "idle" });
      return;
    }
    setStatus({ state: "saving" });
    try {
      if (samePerson) {
        const result = await calls.rename(asked.to);
        const count = result.moved + result.merged;
        const merged = result.merged > 0 ? `; ${formatCount(result.merged, "QA")} both names had decided were merged, the more recent decision winning` : "";
        setStatus({ state: "saved", message: `Reviewing as ${asked.to}: ${formatCount(count, "QA")} with decisions or corrections moved from ${asked.from.name}${merged}.` });
      } else {
        await calls.switchTo(asked.to);
        setStatus({ state: "saved", message: `Reviewing as ${asked.to}. ${asked.from.name}'s decisions stay with ${asked.from.name} and show in Review as another reviewer's.` });
      }
    } catch (error) {
      setText(current);
      setStatus({ state: "error", message: reviewErrorText("change the reviewer name", error) });
    }
  };

  return (
    <>
      <label htmlFor="setting-reviewer">Reviewer name</label>
      <div>
        <div className="field-control">
          <input
            id="setting-reviewer"
            value={text}
            onChange={(e) => {
              editing.current = true;
              setText(e.target.value);
              if (status.state !== "idle") setStatus({ state: "idle" });
            }}
            onBlur={() => void apply()}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void apply();
              } else if (e.key === "Escape") {
                editing.current = false;
                setText(current);
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

function SamePersonDialog({ to, from, target, onAnswer }: { to: string; from: ReviewerSummary; target: ReviewerSummary | null; onAnswer(samePerson: boolean | null): void }) {
  const ref = useModalDialog(() => onAnswer(null));
  const targetHas = target !== null && target.annotated > 0;
  return (
    <dialog ref={ref} className="confirm-dialog reviewer-dialog" aria-labelledby="reviewer-dialog-title" data-testid="reviewer-rename-dialog">
      <h2 id="reviewer-dialog-title">
        Is “{to}” the same person as “{from.name}”?
      </h2>
      <div className="confirm-dialog-body">
        <p>
          {from.name} has {decisions(from)} in Review.
        </p>
        <ul>
          <li>
            <strong>Same person:</strong> the decisions and corrections move to {to}, and Review shows them as yours.
            {targetHas && ` ${to} already has ${decisions(target)}; where both names decided the same QA, the more recent decision and corrections are kept.`}
          </li>
          <li>
            <strong>A different reviewer:</strong> {to} starts {targetHas ? `with their own ${decisions(target)}` : "with no decisions"}; {from.name}'s stay with {from.name} and show in Review as another reviewer's.
          </li>
        </ul>
      </div>
      <div className="confirm-dialog-actions reviewer-dialog-actions">
        <button type="button" onClick={() => onAnswer(null)}>
          Cancel
        </button>
        <button type="button" onClick={() => onAnswer(false)}>
          A different reviewer
        </button>
        <button type="button" className="primary" onClick={() => onAnswer(true)} autoFocus>
          Same person: move the decisions
        </button>
      </div>
    </dialog>
  );
}
