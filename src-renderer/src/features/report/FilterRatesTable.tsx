import { formatCount } from "../../shared/format.ts";
import { metricInfo } from "@contract/metricCatalog.ts";
import { nothingToCheckWords } from "@contract/scoreWords.ts";
import type { FilterRate } from "@contract/reportParts.ts";
import { describeAcceptRate } from "@contract/reportWords.ts";
import { filterVerdictCells } from "./filterVerdictCells.ts";

/**
 * Each filter's verdicts over the report's QAs. The accept rate says what it rests on ("100% of
 * 3"); QAs the check had nothing to look at (answers without numbers) are counted apart, never
 * as passes, so a filter that checked nothing never shows 100%, nor "0 passed, 0 failed".
 */
export function FilterRatesTable({ filters }: { filters: FilterRate[] }) {
  return (
    <section className="report-panel" aria-label="Filters">
      <h3>Accept rate per filter</h3>
      {filters.length === 0 ? (
        <p className="muted">No filter has scored these QAs.</p>
      ) : (
        <table className="report-table" data-testid="report-filters">
          <thead>
            <tr><th>Filter</th><th>Passed</th><th>Failed</th><th>Accept rate</th></tr>
          </thead>
          <tbody>
            {filters.map((f) => (
              <FilterRow key={f.metric} f={f} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FilterRow({ f }: { f: FilterRate }) {
  const cells = filterVerdictCells(f);
  return (
    <tr title={metricInfo(f.metric).checks} data-metric={f.metric}>
      <td>{metricInfo(f.metric).label}</td>
      <td data-testid="filter-passed" title={cells.why ?? undefined}>{cells.passed}</td>
      <td data-testid="filter-failed" title={cells.why ?? undefined}>{cells.failed}</td>
      <td>
        {describeAcceptRate(f)}
        {f.nothingToCheck > 0 && f.passed + f.failed > 0 && (
          <span className="muted report-aside">
            {formatCount(f.nothingToCheck)} with {nothingToCheckWords(f.metric)}
          </span>
        )}
      </td>
    </tr>
  );
}
