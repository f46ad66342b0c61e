import type { RunCheck } from "@contract/runChecks.ts";
import { formatCount } from "../../shared/format.ts";

export interface RunChecksProps {
  check: RunCheck | null;
  checking: boolean;
  error: Error | null;
}

/** Findings shown before a run shows more than this many; the rest behind "Show all". */
const FIRST = 6;

/**
 * What the core found before the run starts: blockers (the run cannot succeed) and warnings
 * (it can, at a cost), each with what to change.
 */
export function RunChecks({ check, checking, error }: RunChecksProps) {
  if (error) {
    return (
      <p role="alert" className="error run-checks-error" data-testid="run-checks">
        {error.message}
      </p>
    );
  }
  if (!check) return <p className="muted run-checks" data-testid="run-checks" aria-busy={checking}>{checking ? "Checking the papers against the model…" : ""}</p>;
  const findings = [...check.blockers.map((f) => ({ ...f, blocker: true })), ...check.warnings.map((f) => ({ ...f, blocker: false }))];
  // Notes on how the papers were counted; none when no paper could be checked (a model that cannot be reached).
  const counted = check.papersChecked > 0;
  const notes = [
    counted && check.tokenCounts === "estimate" ? "Token counts are estimates (about 4 characters a token): the model's tokenizer could not be read." : null,
    counted && check.papersChecked < check.papersTotal ? `Checked the first ${formatCount(check.papersChecked)} of ${formatCount(check.papersTotal)} papers.` : null,
  ].filter(Boolean);
  return (
    <section className="run-checks" aria-label="Checks before the run" aria-busy={checking} data-testid="run-checks">
      {findings.length === 0 && !counted ? null : findings.length === 0 ? (
        <p className="ok run-checks-ok">
          <span aria-hidden="true">✓ </span>Every paper fits the model's {check.contextSize ? `${formatCount(check.contextSize)}-token ` : ""}context.
        </p>
      ) : (
        <details open={check.blockers.length > 0 || findings.length <= FIRST}>
          <summary>
            {check.blockers.length > 0 && <span className="error">{formatCount(check.blockers.length, "problem")} to fix</span>}
            {check.blockers.length > 0 && check.warnings.length > 0 && " · "}
            {check.warnings.length > 0 && <span className="run-checks-warn">{formatCount(check.warnings.length, "warning")}</span>}
          </summary>
          <ul className="run-checks-list">
            {findings.map((f, i) => (
              <li key={`${f.code}-${f.paperId ?? "run"}-${i}`} className={f.blocker ? "run-check run-check-blocker" : "run-check run-check-warning"} data-code={f.code}>
                <span className="run-check-kind">{f.blocker ? "Cannot run" : "Warning"}</span>
                <span>{f.message}</span>
                <span className="run-check-fix">{f.fix}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {notes.map((note) => (
        <p key={note} className="muted run-checks-note">
          {note}
        </p>
      ))}
    </section>
  );
}
