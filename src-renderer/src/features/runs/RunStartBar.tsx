import type { RunCheck } from "@contract/runChecks.ts";
import { checkHeadlines } from "@contract/runCheckWords.ts";

interface RunStartBarProps {
  /** The core's check of the run as it stands; null while it is being made. */
  check: RunCheck | null;
  /** What the run will do, or what stops it, in one sentence. */
  summary: string;
  disabled: boolean;
  submitting: boolean;
}

/**
 * The bar that stays at the bottom of the window beside Start: what stops the run and what it
 * costs, one line each (the checks above keep the details), then what the run will do.
 */
export function RunStartBar({ check, summary, disabled, submitting }: RunStartBarProps) {
  const lines = check ? checkHeadlines(check) : [];
  return (
    <div className="run-form-foot">
      <div className="run-form-foot-text">
        {lines.length > 0 && (
          <ul className="run-form-costs" aria-label="What the checks found" data-testid="run-start-costs">
            {lines.map((line) => (
              <li key={line.text} className={line.blocker ? "run-form-cost run-form-cost-blocker" : "run-form-cost"}>
                <span aria-hidden="true" className="run-form-cost-icon">
                  {line.blocker ? "✕" : "⚠"}
                </span>
                <span className="sr-only">{line.blocker ? "Cannot run: " : "Warning: "}</span>
                {line.text}
              </li>
            ))}
          </ul>
        )}
        <p className="muted run-form-summary" aria-live="polite">
          {summary}
        </p>
      </div>
      <button type="submit" className="primary" disabled={disabled} data-testid="start-run">
        {submitting ? "Starting…" : "Start run"}
      </button>
    </div>
  );
}
