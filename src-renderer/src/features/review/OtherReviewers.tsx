import type { QaDetail } from "@contract/qaDetail.ts";
import { formatDateTime } from "../../shared/format.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { DECISION_LABELS } from "./reviewLabels.ts";

/** What every other reviewer decided and corrected on this QA, and whether it agrees with your decision. */
export function OtherReviewers({ detail }: { detail: QaDetail }) {
  const mine = detail.review.decision;
  const { typeLabel } = useStrategies();
  return (
    <section aria-labelledby="qa-others-title" data-testid="qa-others">
      <h3 id="qa-others-title">Other reviewers</h3>
      {detail.others.length === 0 ? (
        <p className="muted">No other reviewer has looked at this QA.</p>
      ) : (
        <ul className="qa-others-list">
          {detail.others.map((other) => {
            const theirs = DECISION_LABELS[other.decision];
            const stance = mine === "pending" || other.decision === "pending" ? null : mine === other.decision ? "agrees with you" : "disagrees with you";
            return (
              <li key={other.reviewer} data-testid="qa-other" data-reviewer={other.reviewer}>
                <div className="qa-other-head">
                  <strong>{other.reviewer}</strong>
                  <span className={`qa-decision qa-decision-${other.decision}`}>
                    <span aria-hidden="true">{theirs.icon} </span>
                    {other.decision === "pending" ? "No decision" : theirs.label}
                  </span>
                  {stance && <span className={stance === "agrees with you" ? "qa-agree" : "qa-disagree"}>{stance}</span>}
                  <span className="muted qa-other-when">{formatDateTime(other.updatedAt)}</span>
                </div>
                {other.answer !== null && (
                  <p className="qa-other-fix">
                    <span className="muted">Corrected answer: </span>
                    {other.answer}
                  </p>
                )}
                {other.type !== null && <p className="qa-other-fix"><span className="muted">Type: </span>{typeLabel(other.type)}</p>}
                {other.difficulty !== null && <p className="qa-other-fix"><span className="muted">Difficulty: </span>{other.difficulty}</p>}
                {other.question !== null && <p className="qa-other-fix"><span className="muted">Corrected question: </span>{other.question}</p>}
                {other.context !== null && <p className="qa-other-fix"><span className="muted">Corrected context: </span>{other.context}</p>}
                {other.contextWrong && <p className="qa-other-fix">Marked the context wrong</p>}
                {other.note !== null && <p className="qa-other-fix"><span className="muted">Note: </span>{other.note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
