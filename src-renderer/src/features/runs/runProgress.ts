import type { InFlightItem, RunProgressView } from "@contract/runProgress.ts";
import type { RunQaCounts, RunStatus, RunSummary } from "@contract/pipeline.ts";
import { inFlightShare, type RunOutcome, runOutcome, runPercent } from "@contract/runOutcome.ts";
import { averageRate } from "../../shared/format.ts";

// What the runs list shows for a run: the stored summary, overtaken by the live progress events
// of a run executing now (they arrive after every item and while an item writes; the summary
// only on refetch). Once the run has stopped and its summary says so, the summary wins again: it
// follows the reviews (QAs to review) that the last progress event knows nothing of.

export interface RunLine {
  status: RunStatus;
  /** How it ended or where it is (the status refined by what it yielded). */
  outcome: RunOutcome;
  done: number;
  failed: number;
  total: number;
  qas: number;
  /** The QAs by verdict and review: what leads the run's card and page. */
  qaCounts: RunQaCounts;
  /** Tokens read and written so far (while it runs, the output of the items writing now included). */
  tokens: RunSummary["tokens"];
  /** The headline percentage, the one the bar draws (finished items plus the share of those in flight). */
  percent: number;
  /** Items writing now, with their output so far. */
  inFlight: InFlightItem[];
  /** The share of an item the items in flight stand for, for the bar. */
  partial: number;
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
  const executing = progress?.status === "running" || summary.status === "running" || summary.status === "planned";
  if (progress && progress.runId === summary.id && executing) {
    const live = progress.status === "running";
    return {
      status: progress.status,
      outcome: progress.outcome,
      done: progress.done,
      failed: progress.failed,
      total: progress.total,
      qas: progress.qas,
      qaCounts: progress.qaCounts,
      tokens: progress.tokens,
      percent: progress.percent,
      inFlight: live ? progress.inFlight : [],
      partial: live ? progress.inFlight.reduce((sum, item) => sum + inFlightShare(item), 0) : 0,
      tokensPerSecond: progress.tokensPerSecond > 0 ? progress.tokensPerSecond : null,
      etaSeconds: live ? progress.etaSeconds : null,
      error: progress.lastError ?? summary.error,
      live,
    };
  }
  const total = itemsTotal(summary);
  return {
    status: summary.status,
    outcome: runOutcome(summary.status, { failed: summary.items.failed, qas: summary.qas.total, rejected: summary.qas.rejected }),
    done: summary.items.done,
    failed: summary.items.failed,
    total,
    qas: summary.qas.total,
    qaCounts: summary.qas,
    tokens: summary.tokens,
    percent: runPercent({ total, done: summary.items.done, failed: summary.items.failed }),
    inFlight: [],
    partial: 0,
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
  /** Why "Retry failed…" cannot be used now, in words for its tooltip; null when it can. */
  retryWhyNot: string | null;
  /** Items a retry would run: those that failed and, for a run that failed before its items ended, those it never ran. */
  retryable: number;
  /** What "Resume" does, in words for its tooltip: a failed run resumes on the model it failed on, so the other way is named. */
  resumeHint: string;
}

/** Which buttons a run's state allows. Resume continues whatever is left (pending or interrupted items). */
export function runActions(status: RunStatus, items: { pending: number; running: number; failed: number }): RunActions {
  const leftToDo = items.pending + items.running > 0;
  // A run that stopped before its items ended (its model could not be used) retries the ones it never ran too.
  const retryable = items.failed + (status === "failed" ? items.pending : 0);
  const busy = status === "running" || status === "planned";
  return {
    pause: status === "running",
    cancel: status === "running" || status === "paused" || status === "planned",
    resume: (status === "paused" || status === "planned" || status === "failed" || status === "cancelled") && leftToDo,
    retryFailed: !busy && retryable > 0,
    retryWhyNot: busy ? "Retry once the run has stopped." : retryable === 0 ? "No item failed, so there is nothing to retry." : null,
    retryable,
    resumeHint:
      status === "failed" && leftToDo
        ? "Go on with this run's own model and settings. To run what is left on another model, use Retry failed…"
        : "Go on with what is left of this run",
  };
}

/** The badge of each outcome: its icon beside the contract's label, so it never rests on color alone. */
export const OUTCOME_ICONS: Readonly<Record<RunOutcome, string>> = {
  planned: "○",
  running: "▶",
  paused: "❚❚",
  cancelled: "■",
  completed: "✓",
  "completed-with-failures": "⚠",
  "completed-no-qas": "∅",
  failed: "!",
};
