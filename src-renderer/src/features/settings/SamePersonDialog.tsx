import type { ReviewerSummary } from "@contract/reviewers.ts";
import { formatCount } from "../../shared/format.ts";
import { useModalDialog } from "../../shared/useModalDialog.ts";

/** Someone's decisions in words: "12 decisions (8 kept, 4 dropped)". */
function decisions(r: ReviewerSummary): string {
  const n = r.kept + r.dropped;
  return `${formatCount(n, "decision")} (${formatCount(r.kept)} kept, ${formatCount(r.dropped)} dropped)`;
}

/** Asks whether a new reviewer name is the same person as the current one, saying what each answer does to the decisions. */
export function SamePersonDialog({ to, from, target, onAnswer }: { to: string; from: ReviewerSummary; target: ReviewerSummary | null; onAnswer(samePerson: boolean | null): void }) {
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
