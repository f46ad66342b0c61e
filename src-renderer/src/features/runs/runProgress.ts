import type { RunProgressView, RunSummary } from "../../../../src-main/contract/pipeline.ts";
import { averageRate } from "../../shared/format.ts";

// What the runs list shows for a run: the stored summary, overtaken by the live progress events
// of a run executing now (they arrive after every item, the summary only on refetch).

export type RunStatus = RunSummary["status"];

export interface RunLine {
  status: RunStatus;
  done: number;
  failed: number;
  total: number;
  qas: number;
  /** Live rate while running; the run's average otherwise; null when unknown. */
  tokensPerSecond: number | null;
  /** Seconds left; null when not running or not yet estimated. */
  etaSeconds: number | null;
  error: { name: string; message: string } | null;
  live: boolean;
}

export function itemsTotal(summary: RunSummary): number {
  const i = summary.items;
  return i.pending + i.running + i.done + i.failed + i.cancelled;
}

export function runLine(summary: RunSummary, progress?: RunProgressView, now = Date.now()): RunLine {
  if (progress && progress.runId === summary.id) {
    return {
      status: progress.status,
      done: progress.done,
      failed: progress.failed,
      total: progress.total,
      qas: progress.qas,
      tokensPerSecond: progress.tokensPerSecond > 0 ? progress.tokensPerSecond : null,
      etaSeconds: progress.status === "running" ? progress.etaSeconds : null,
      error: progress.lastError ?? summary.error,
      live: progress.status === "running",
    };
  }
  return {
    status: summary.status,
    done: summary.items.done,
    failed: summary.items.failed,
    total: itemsTotal(summary),
    qas: summary.qas.total,
    tokensPerSecond: averageRate(summary.tokens.generated, summary.startedAt, summary.finishedAt, now),
    etaSeconds: null,
    error: summary.error,
    live: false,
  };
}

export interface RunActions {
  pause: boolean;
  cancel: boolean;
  resume: boolean;
  retryFailed: boolean;
}

/** Which buttons a run's state allows. Resume continues whatever is left (pending or interrupted items). */
export function runActions(status: RunStatus, items: { pending: number; running: number; failed: number }): RunActions {
  const leftToDo = items.pending + items.running > 0;
  return {
    pause: status === "running",
    cancel: status === "running" || status === "paused" || status === "planned",
    resume: (status === "paused" || status === "planned" || status === "failed" || status === "cancelled") && leftToDo,
    retryFailed: status !== "running" && items.failed > 0,
  };
}

export const STATUS_LABELS: Record<RunStatus, { label: string; icon: string }> = {
  planned: { label: "Planned", icon: "○" },
  running: { label: "Running", icon: "▶" },
  paused: { label: "Paused", icon: "❚❚" },
  cancelled: { label: "Cancelled", icon: "■" },
  completed: { label: "Completed", icon: "✓" },
  failed: { label: "Failed", icon: "!" },
};
