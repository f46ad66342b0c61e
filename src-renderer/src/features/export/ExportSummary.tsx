import type { QaSelectionSummary } from "@contract/qaSelection.ts";
import { QA_VERDICT_WORDS, QA_VERDICTS_SHOWN, REVIEW_STATUS_WORDS, type ReviewStatus } from "@contract/review.ts";
import { BreakableName } from "../../shared/BreakableName.tsx";
import { formatCount } from "../../shared/format.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

const STATUS_ORDER: ReviewStatus[] = ["kept", "disputed", "dropped", "unreviewed"];

/** What the file will hold, before it is written: QAs by verdict, review status, strategy and paper. */
export function ExportSummary({ summary }: { summary: QaSelectionSummary }) {
  const strategyLabel = useStrategies().label;
  const rest = summary.paperCount - summary.papers.length;
  const restCount = summary.total - summary.papers.reduce((n, p) => n + p.count, 0);
  // A strategy's line is keyed by its stored name: its label may still be the placeholder every method shares.
  const line = (items: { key?: string; label: string; count: number }[]) =>
    items
      .filter((item) => item.count > 0)
      .map((item) => (
        <li key={item.key ?? item.label}>
          <span className="export-tally-count">{formatCount(item.count)}</span> <BreakableName text={item.label} />
        </li>
      ));
  return (
    <dl className="export-tallies" data-testid="export-summary" aria-label="What the file will contain">
      <div>
        <dt>Reviewers</dt>
        <dd>
          <ul data-testid="export-summary-review">
            {line(STATUS_ORDER.map((status) => ({ label: status === "unreviewed" ? "nobody decided yet" : REVIEW_STATUS_WORDS[status].label.toLowerCase(), count: summary.statuses[status] })))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>Filters</dt>
        <dd>
          <ul data-testid="export-summary-verdict">
            {line(QA_VERDICTS_SHOWN.map((verdict) => ({ label: QA_VERDICT_WORDS[verdict].toLowerCase(), count: summary.verdicts[verdict] })))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>Strategy</dt>
        <dd>
          <ul data-testid="export-summary-strategy">{line(summary.strategies.map((s) => ({ key: s.strategy, label: strategyLabel(s.strategy), count: s.count })))}</ul>
        </dd>
      </div>
      <div>
        <dt>
          {formatCount(summary.paperCount)} paper{summary.paperCount === 1 ? "" : "s"}
        </dt>
        <dd>
          <ul data-testid="export-summary-papers">
            {line(summary.papers.map((p) => ({ label: p.name, count: p.count })))}
            {rest > 0 && (
              <li className="muted">
                <span className="export-tally-count">{formatCount(restCount)}</span> from {formatCount(rest)} more paper{rest === 1 ? "" : "s"}
              </li>
            )}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
