import type { QaRow } from "@contract/review.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { DECISION_LABELS, VERDICT_LABELS } from "./reviewLabels.ts";

// The review table's cells that show more than a text.

/** The answer, marked when the reviewer corrected the QA. */
export function AnswerCell({ row }: { row: QaRow }) {
  return (
    <>
      {row.edited && <span title="You corrected this QA">✎ </span>}
      {row.answer}
    </>
  );
}

export function VerdictCell({ row }: { row: QaRow }) {
  return (
    <span className={`qa-verdict-${row.verdict}`}>
      <span aria-hidden="true">{VERDICT_LABELS[row.verdict].icon} </span>
      {VERDICT_LABELS[row.verdict].label}
    </span>
  );
}

/** One metric's score, or a dash saying it was not scored. */
export function ScoreCell({ row, metric }: { row: QaRow; metric: string }) {
  const score = row.scores[metric];
  return score ? <ScoreChip score={{ metric, ...score }} show="value" /> : <span className="muted" title="Not scored">—</span>;
}

/** The reviewer's own decision, with a warning when they marked the context wrong. */
export function DecisionCell({ row }: { row: QaRow }) {
  return (
    <span className={`qa-decision-${row.decision}`} data-testid="row-decision">
      <span aria-hidden="true">{DECISION_LABELS[row.decision].icon} </span>
      {DECISION_LABELS[row.decision].label}
      {row.contextWrong && <span title="You marked the context wrong"> ⚠</span>}
    </span>
  );
}
