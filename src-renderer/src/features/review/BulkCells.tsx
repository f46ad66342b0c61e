import { verdictShown } from "@contract/qualityWords.ts";
import type { QaRow } from "@contract/qaQueries.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { DECISION_LABELS } from "./reviewLabels.ts";

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

/** The filters' verdict: a rejection names its failed checks under it, so the reason is in sight. */
export function VerdictCell({ row }: { row: QaRow }) {
  const verdict = verdictShown(row.verdict, row.scores);
  return (
    <span className={`vt-verdict qa-verdict-${verdict.tone}`} title={verdict.title} data-testid="row-verdict">
      <span>
        <span aria-hidden="true">{verdict.icon} </span>
        {verdict.short}
      </span>
      {verdict.failed && <span className="vt-verdict-why">{verdict.failed}</span>}
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
