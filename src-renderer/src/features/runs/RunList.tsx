import type { RunProgressView, RunSummary } from "@contract/pipeline.ts";
import { formatAgo, formatCount, formatEta, formatTokensPerSecond } from "../../shared/format.ts";
import { RunProgressBar } from "./RunProgressBar.tsx";
import { runLine } from "./runProgress.ts";
import { RunStatusBadge } from "./RunStatusBadge.tsx";

export interface RunListProps {
  runs: RunSummary[];
  progress: ReadonlyMap<number, RunProgressView>;
  errors: ReadonlyMap<number, { name: string; message: string }>;
  selectedId: number | null;
  onSelect(id: number): void;
  strategyLabel(name: string): string;
}

/** Every run, newest first, each with its live progress and how it ended. */
export function RunList({ runs, progress, errors, selectedId, onSelect, strategyLabel }: RunListProps) {
  return (
    <ul className="run-list" aria-label="Runs">
      {runs.map((run) => {
        const line = runLine(run, progress.get(run.id));
        const error = errors.get(run.id) ?? line.error;
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
                  #{run.id} {strategyLabel(run.strategy)}
                  {run.retryOf !== null && <span className="muted run-item-retry"> · retry of #{run.retryOf}</span>}
                </span>
                <RunStatusBadge outcome={line.outcome} />
              </span>
              <span className="muted run-item-model">
                {run.model.name}
                {run.model.quantization ? ` · ${run.model.quantization}` : ""} · {formatCount(run.papers, "paper")} · {formatAgo(run.createdAt)}
              </span>
              <RunProgressBar runId={run.id} line={line} />
              <span className="run-item-stats">
                <span>
                  {line.percent}% · {formatCount(line.done)}/{formatCount(line.total, "item")} done
                </span>
                {line.failed > 0 && <span className="error">{formatCount(line.failed)} failed</span>}
                <span className={line.outcome === "completed-no-qas" ? "run-item-none" : undefined}>{formatCount(line.qas, "QA")}</span>
                <span>{formatTokensPerSecond(line.tokensPerSecond)}</span>
                {line.live && <span>ETA {formatEta(line.etaSeconds)}</span>}
              </span>
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
