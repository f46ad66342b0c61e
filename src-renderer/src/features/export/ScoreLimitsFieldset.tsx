import { metricInfo, sortMetrics } from "@contract/metricCatalog.ts";
import { readScoreLimit, scoreLimitFor, undecidedByLimitWords } from "@contract/scoreLimits.ts";

export interface ScoreLimitsFieldsetProps {
  /** The metrics stored on the QAs to choose from. */
  metrics: string[];
  /** Typed limit per metric (contract/scoreLimits.ts reads them). */
  limits: Record<string, string>;
  /** What is wrong with a typed limit, by metric. */
  errors: Record<string, string>;
  onChange(limits: Record<string, string>): void;
}

/**
 * A limit per score, each in its good direction and in the units Review shows it: "at least, %"
 * for the share of numbers found, "at most, %" for likeness to an earlier question, a box to
 * leave out a flag. A limit out of the scale's range says why beside the field.
 */
export function ScoreLimitsFieldset({ metrics, limits, errors, onChange }: ScoreLimitsFieldsetProps) {
  const set = (metric: string, text: string) => onChange({ ...limits, [metric]: text });
  return (
    <fieldset className="export-fieldset" data-testid="export-score-limits">
      <legend>Score limits</legend>
      {metrics.length === 0 && <p className="muted">No scores stored yet.</p>}
      <div className="export-scores">
        {sortMetrics(metrics).map((metric) => {
          const info = metricInfo(metric);
          const limit = scoreLimitFor(metric);
          const error = errors[metric];
          const read = readScoreLimit(metric, limits[metric] ?? "");
          const undecided = read && "range" in read ? undecidedByLimitWords(metric) : null;
          if (limit.kind === "flag") {
            return (
              <label key={metric} className="export-check export-score-flag" title={`${info.checks} ${info.reading}`}>
                <input type="checkbox" checked={limits[metric] === "yes"} onChange={(e) => set(metric, e.target.checked ? "yes" : "")} />
                <span>
                  {info.label} <span className="muted">· {limit.prompt}</span>
                </span>
              </label>
            );
          }
          return (
            <label key={metric} className="export-score" title={`${info.checks} ${info.reading}`}>
              <span>
                {info.label} <span className="muted">· {limit.prompt}</span>
              </span>
              <span className="export-score-field">
                <input
                  type="text"
                  inputMode="decimal"
                  placeholder="any"
                  value={limits[metric] ?? ""}
                  aria-invalid={error !== undefined}
                  aria-describedby={error ? `limit-${metric}-error` : undefined}
                  onChange={(e) => set(metric, e.target.value)}
                />
                {limit.unit && <span aria-hidden="true">{limit.unit}</span>}
              </span>
              {error && (
                <span id={`limit-${metric}-error`} role="alert" className="error">
                  {error}
                </span>
              )}
              {undecided && (
                <span className="muted export-score-undecided" data-testid={`export-limit-undecided-${metric}`}>
                  {undecided}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {metrics.length > 0 && (
        <p className="muted export-note">
          A QA without a given score is left out; one whose check had nothing to check (an answer with no numbers, a paper’s first question) stays.
        </p>
      )}
    </fieldset>
  );
}
