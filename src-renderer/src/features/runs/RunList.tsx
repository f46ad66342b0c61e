import type { RunProgressView } from "@contract/runProgress.ts";
import type { RunSummary } from "@contract/pipeline.ts";
import { describeRunItems, describeRunModel } from "@contract/runHeadline.ts";
import { formatAgo, formatCount, formatEta, formatTokensPerSecond } from "../../shared/format.ts";
import { RunProgressBar } from "./RunProgressBar.tsx";
import { runLine } from "./runProgress.ts";
import { RunQaHeadline } from "./RunQaHeadline.tsx";
import { RunStatusBadge } from "./RunStatusBadge.tsx";

export interface RunListProps {
  runs: RunSummary[];
  progress: ReadonlyMap<number, RunProgressView>;
  errors: ReadonlyMap<number, { name: string; message: string }>;
  selectedId: number | null;
  onSelect(id: number): void;
  /** A run's name as a user knows it (useRunSummaryNames). */
  runName(runId: number): string;
}

/** Every run, newest first: what it kept (accepted, rejected, to review), its live progress and how it ended. */
export function RunList({ runs, progress, errors, selectedId, onSelect, runName }: RunListProps) {
  return (
    <ul className="run-list" aria-label="Runs">
      {runs.map((run) => {
        const line = runLine(run, progress.get(run.id));
        const error = errors.get(run.id) ?? line.error;
        const items = describeRunItems(line);
        return (
          <li key={run.id}>
            <button
              type="button"
              className={`run-item${run.id === selectedId ? " is-selected" : ""}`}
              aria-current={run.id === selectedId ? "true" : undefined}
              onClick={() => onSelect(run.id)}
              data-testid="run-item"
              data-run-id={run.id}
              data-outcome={line.outcome}
            >
              <span className="run-item-head">
                <span className="run-item-title">
                  <span className="run-item-name">{runName(run.id)}</span>
                  {run.retryOf !== null && <span className="muted run-item-retry"> · retry of {runName(run.retryOf)}</span>}
                </span>
                <RunStatusBadge outcome={line.outcome} />
              </span>
              <RunQaHeadline qas={line.qaCounts} nothingKept={line.outcome === "completed-no-qas"} />
              <span className="muted run-item-model">
                {describeRunModel(run)} · {formatCount(run.papers, "paper")} · {formatAgo(run.createdAt)}
              </span>
              {items !== null && (
                <>
                  <RunProgressBar name={runName(run.id)} line={line} />
                  <span className="run-item-stats" data-testid="run-item-stats">
                    <span>{items}</span>
                    {line.tokensPerSecond !== null && <span>{formatTokensPerSecond(line.tokensPerSecond)}</span>}
                    {line.live && <span>ETA {formatEta(line.etaSeconds)}</span>}
                  </span>
                </>
              )}
              {error && line.status !== "completed" && (
                <span className="error run-item-error">
                  <span aria-hidden="true">⚠ </span>
                  {error.message}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
