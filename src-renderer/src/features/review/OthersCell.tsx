import type { QaRow } from "@contract/qaQueries.ts";
import { agreementOf, describeOthers } from "./agreement.ts";

/** The other reviewers' keeps and drops of a row, and whether they agree with yours. */
export function OthersCell({ row }: { row: QaRow }) {
  const agreement = agreementOf(row.decision, row.others);
  const text = describeOthers(row.decision, row.others);
  if (agreement === "no-others") {
    return (
      <span className="muted" title={text} data-testid="row-others">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return (
    <span className={`qa-others qa-others-${agreement} vt-two-lines`} title={text} data-testid="row-others">
      <span aria-hidden="true">
        {/* The spaces stand between the spans, so the cell may wrap there and only there. */}
        {row.others.kept > 0 && <><span className="qa-decision-keep">✓{row.others.kept}</span> </>}
        {row.others.dropped > 0 && <><span className="qa-decision-drop">✕{row.others.dropped}</span> </>}
        {agreement === "agree" && <span className="qa-agree">agree</span>}
        {agreement === "disagree" && <span className="qa-disagree">≠ disagree</span>}
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
