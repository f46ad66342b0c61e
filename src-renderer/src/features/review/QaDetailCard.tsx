import { qaOriginOf } from "@contract/qaImport.ts";
import type { QaDetail } from "@contract/qaDetail.ts";
import { DisputedPanel } from "./DisputedPanel.tsx";
import { OtherReviewers } from "./OtherReviewers.tsx";
import { QaEvidence } from "./QaEvidence.tsx";
import { QaFacts } from "./QaFacts.tsx";
import { QaMetaFlags } from "./QaMetaFlags.tsx";
import { QaModelContext } from "./QaModelContext.tsx";
import { QaOriginFacts } from "./QaOriginFacts.tsx";
import { QaScores } from "./QaScores.tsx";
import { QaTexts } from "./QaTexts.tsx";
import type { EditField } from "./editField.ts";

export interface QaDetailCardProps {
  detail: QaDetail;
  editing: EditField | null;
  onSave(field: EditField, text: string): void;
  onCancelEdit(): void;
  busy: boolean;
}

/**
 * One QA with everything needed to judge it: the answer (and the original when corrected), the
 * evidence in its passage, what other reviewers decided, the scores in words, and what the
 * model saw (or, for an imported QA, where it came from). The evidence follows the answer, so a narrow window shows it without scrolling.
 */
export function QaDetailCard({ detail, editing, onSave, onCancelEdit, busy }: QaDetailCardProps) {
  const { row } = detail;
  // An imported QA was written by no model: where it came from takes the place of what the model saw.
  const origin = qaOriginOf(detail.context);
  return (
    <article className="qa-card" aria-labelledby="qa-question" data-testid="review-focus" data-qa-id={row.id} data-decision={row.decision} aria-busy={busy || undefined}>
      <div className="qa-main">
        <QaMetaFlags detail={detail} />
        <QaTexts detail={detail} editing={editing} busy={busy} onSave={onSave} onCancelEdit={onCancelEdit} />
        <QaEvidence detail={detail} />
      </div>
      <div className="qa-side">
        {row.status === "disputed" && <DisputedPanel detail={detail} />}
        <OtherReviewers detail={detail} />
        <QaScores detail={detail} />
        <QaFacts detail={detail} />
        {origin ? <QaOriginFacts detail={detail} origin={origin} /> : <QaModelContext detail={detail} />}
      </div>
    </article>
  );
}
