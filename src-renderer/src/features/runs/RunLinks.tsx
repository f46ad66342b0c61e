import type { RunSummary } from "@contract/pipeline.ts";

/** The runs a retry ties this one to: the run whose failed items it retries, and the runs that retried it. */
export function RunLinks({ run, runName, onSelect }: { run: RunSummary; runName(runId: number): string; onSelect(runId: number): void }) {
  if (run.retryOf === null && run.retriedBy.length === 0) return null;
  return (
    <p className="muted run-links">
      {run.retryOf !== null && (
        <>
          Retries the failed items of{" "}
          <button type="button" className="link" onClick={() => onSelect(run.retryOf!)}>
            {runName(run.retryOf)}
          </button>
          .{" "}
        </>
      )}
      {run.retriedBy.length > 0 && (
        <>
          Retried in{" "}
          {run.retriedBy.map((id, i) => (
            <span key={id}>
              {i > 0 && ", "}
              <button type="button" className="link" onClick={() => onSelect(id)}>
                {runName(id)}
              </button>
            </span>
          ))}
          .
        </>
      )}
    </p>
  );
}
