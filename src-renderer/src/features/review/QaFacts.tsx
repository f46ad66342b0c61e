import type { QaDetail } from "@contract/qaDetail.ts";
import { routeHref } from "../../app/router.ts";
import { useLibraryRunNames } from "../../shared/useRunNames.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { evidenceFromWords } from "./evidenceFrom.ts";
import { FactRow } from "./FactRow.tsx";
import { visibleFacts } from "./qaFacts.ts";

/** "About this QA": type and difficulty (with what they were before a correction), hop, paper, run (by its name, which holds its method) and the strategy's labels. */
export function QaFacts({ detail }: { detail: QaDetail }) {
  const { row, review, original } = detail;
  const { typeLabel } = useStrategies();
  const runName = useLibraryRunNames();
  return (
    <section aria-labelledby="qa-facts-title">
      <h3 id="qa-facts-title">About this QA</h3>
      <dl className="qa-facts">
        <dt>Type</dt>
        <dd data-testid="qa-type">
          {row.type === null ? "—" : typeLabel(row.type)}
          {review.type !== null && review.type !== original.type && <span className="muted"> (was {original.type === null ? "none" : typeLabel(original.type)})</span>}
        </dd>
        <dt>Difficulty</dt>
        <dd data-testid="qa-difficulty">
          {row.difficulty ?? "—"}
          {review.difficulty !== null && review.difficulty !== original.difficulty && <span className="muted"> (was {original.difficulty ?? "none"})</span>}
        </dd>
        <dt>Evidence from</dt>
        <dd data-testid="qa-evidence-from">{evidenceFromWords(detail)}</dd>
        {detail.negative && (
          <>
            <dt>Negative</dt>
            <dd>Not answerable from the context (kept as a labelled negative)</dd>
          </>
        )}
        <dt>Paper</dt>
        <dd>
          <a href={routeHref("paper", row.paperId, { qa: String(row.id) })}>{row.paperName}</a>
          {detail.section && <span className="muted"> · {detail.section}</span>}
        </dd>
        <dt>Run</dt>
        <dd>
          <a href={routeHref("runs", null, { run: String(row.runId) })} data-testid="qa-run">
            {runName(row.runId)}
          </a>
        </dd>
        {visibleFacts(detail.labels).map(([key, value]) => (
          <FactRow key={key} name={key} value={value} />
        ))}
      </dl>
    </section>
  );
}
