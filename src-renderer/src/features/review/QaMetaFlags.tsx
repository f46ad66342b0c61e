import { verdictShown } from "@contract/qualityWords.ts";
import { REVIEW_STATUS_WORDS } from "@contract/review.ts";
import { type QaDetail } from "@contract/qaDetail.ts";
import { DECISION_LABELS } from "./reviewLabels.ts";

/** The line above the question: your decision, a dispute, the filters' verdict, your labels, an edit.
 * Not the QA's stored number: the toolbar says its place in the list ("3 of 16"). */
export function QaMetaFlags({ detail }: { detail: QaDetail }) {
  const { row, review } = detail;
  const decision = DECISION_LABELS[row.decision];
  const verdict = verdictShown(row.verdict, row.scores);
  return (
    <div className="qa-meta">
      <span className={`qa-decision qa-decision-${row.decision}`} data-testid="qa-decision" title="Your decision">
        <span aria-hidden="true">{decision.icon} </span>
        {row.decision === "pending" ? "Pending for you" : `${decision.label} by you`}
      </span>
      {row.status === "disputed" && (
        <span className="qa-flag" data-testid="qa-disputed" title={REVIEW_STATUS_WORDS.disputed.means}>
          <span aria-hidden="true">≠ </span>Reviewers disagree
        </span>
      )}
      <span className={`qa-verdict qa-verdict-${verdict.tone}`} title={verdict.title} data-testid="qa-verdict">
        <span aria-hidden="true">{verdict.icon} </span>
        {verdict.label}
      </span>
      {review.contextWrong && (
        <span className="qa-flag" data-testid="qa-context-wrong">
          <span aria-hidden="true">⚠ </span>Context wrong
        </span>
      )}
      {review.answerCorrect !== null && (
        <span className="qa-flag" data-testid="qa-answer-correct">
          Answer correct: {review.answerCorrect}
        </span>
      )}
      {review.answerable !== null && (
        <span className="qa-flag" data-testid="qa-answerable">
          {review.answerable ? "Answerable from the context" : "Not answerable from the context"}
        </span>
      )}
      {row.edited && (
        <span className="qa-flag">
          <span aria-hidden="true">✎ </span>Edited
        </span>
      )}
    </div>
  );
}
