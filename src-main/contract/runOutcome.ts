// No zod here: the page imports these functions, and only types from the schema files.

/**
 * How a run ended, or where it is: the stored status, refined for a finished run by what it
 * yielded. A run whose items all ran is not simply "completed" when some failed or when it made
 * no QA at all: the app, the CLI and the JSON all say so, from this one function.
 */
/** Where a run stands as stored: every other declaration of run statuses is built from this one. */
export const RUN_STATUSES = ["planned", "running", "paused", "cancelled", "completed", "failed"] as const;
export type StoredRunStatus = (typeof RUN_STATUSES)[number];

export const RUN_OUTCOMES = [...RUN_STATUSES, "completed-with-failures", "completed-no-qas"] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

/** What a run made, as the outcome reads it: its QAs, and how many of them the filters rejected. */
export interface RunYield {
  failed: number;
  qas: number;
  rejected: number;
}

/**
 * The outcome from the stored status and the counts. A run whose QAs the filters all rejected
 * made nothing usable, exactly as one that made none: both are "completed-no-qas", in the same
 * words and colour. That wins over "with failures": a run that yielded nothing is the first
 * thing a researcher must see, and its sentence (`describeOutcome`) still counts the failed items.
 */
export function runOutcome(status: StoredRunStatus, counts: RunYield): RunOutcome {
  if (status !== "completed") return status;
  if (counts.qas - counts.rejected <= 0) return "completed-no-qas";
  if (counts.failed > 0) return "completed-with-failures";
  return "completed";
}

export const RUN_OUTCOME_LABELS: Readonly<Record<RunOutcome, string>> = {
  planned: "Planned",
  running: "Running",
  paused: "Paused",
  cancelled: "Cancelled",
  failed: "Failed",
  completed: "Completed",
  "completed-with-failures": "Completed with failures",
  "completed-no-qas": "Completed, no accepted QAs",
};

/** Whether the outcome is a finished run that needs a look (failures or nothing made). */
export function outcomeNeedsAttention(outcome: RunOutcome): boolean {
  return outcome === "failed" || outcome === "completed-with-failures" || outcome === "completed-no-qas";
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const count = (n: number) => n.toLocaleString("en-US");

/** The counts a sentence on a run's end reads: its items and its QAs by the filters' verdict. */
export interface OutcomeCounts {
  total: number;
  done: number;
  failed: number;
  qas: number;
  accepted: number;
  rejected: number;
}

/** "3 of 10 QAs accepted by the filters" (or "no QAs"): what a run kept, the accepted first. */
function acceptedOf({ qas, accepted }: OutcomeCounts): string {
  return qas === 0 ? "no QAs" : `${count(accepted)} of ${plural(qas, "QA")} accepted by the filters`;
}

/**
 * One sentence on what a finished run yielded, e.g. "No accepted QAs: the filters rejected all
 * 10 QAs from 2 items; Review shows why for each." Null while the run is not finished. A run
 * without items (answers kept from Ask) is counted by its QAs alone.
 */
export function describeOutcome(outcome: RunOutcome, counts: OutcomeCounts): string | null {
  const { total, done, failed, qas, rejected } = counts;
  const fromItems = total === 0 ? "" : ` from ${plural(total, "item")}`;
  switch (outcome) {
    case "completed":
      // A completed run kept at least one QA the filters did not reject, so the count leads.
      return total === 0 ? `${plural(qas, "QA")}, answers kept from Ask (the filters score none of them).` : `${acceptedOf(counts)}, from ${plural(total, "item")}.`;
    case "completed-with-failures":
      return `${acceptedOf(counts)}, but ${count(failed)} of ${plural(total, "item")} failed; each failed item says why.`;
    case "completed-no-qas":
      if (qas > 0) {
        const failures = failed > 0 ? `, and ${count(failed)} of ${plural(total, "item")} failed` : "";
        return `No accepted QAs: the filters rejected ${qas === 1 ? "the one QA" : `all ${plural(rejected, "QA")}`}${failures || fromItems}; Review shows why.`;
      }
      return failed > 0
        ? `No accepted QAs: ${count(failed)} of ${plural(total, "item")} failed and the ${plural(done, "other")} yielded none; each item says why.`
        : `No accepted QAs: ${total === 1 ? "the item ran but yielded none" : `all ${plural(total, "item")} ran but none yielded a QA`}; each item says why.`;
    case "failed": {
      // A run also fails when it stops before its items end (its model could not be loaded or
      // stopped answering); then the count of items that failed is not what stopped it.
      const ran = done + failed;
      if (total > 0 && failed === total) return `Every item failed (${plural(failed, "item")}); each says why.`;
      if (ran === 0) return total === 1 ? "Stopped before its one item ran." : `Stopped before any of its ${plural(total, "item")} ran.`;
      const kept = done > 0 ? ` Kept: ${acceptedOf(counts)}.` : "";
      return `Stopped after ${count(ran)} of ${plural(total, "item")}; ${count(total - ran)} did not run.${kept}`;
    }
    case "cancelled":
      return `Cancelled after ${plural(done, "item")} of ${count(total)}; kept: ${acceptedOf(counts)}.`;
    default:
      return null;
  }
}

/** One item in flight, as far as its generation has got. */
export interface InFlightShare {
  /** Output tokens written so far. */
  tokens: number;
  /** Output tokens it is expected to write (an estimate or the cap); null when unknown. */
  expectedTokens: number | null;
}

/** An item in flight never counts for more than this share of itself: the estimate may be short. */
const MAX_IN_FLIGHT_SHARE = 0.95;

/** The share (0 to 0.95) of an in-flight item that its tokens so far stand for. */
export function inFlightShare(item: InFlightShare): number {
  if (!item.expectedTokens || item.expectedTokens <= 0) return 0;
  return Math.min(MAX_IN_FLIGHT_SHARE, Math.max(0, item.tokens / item.expectedTokens));
}

/**
 * The run's headline percentage, the same number its bar draws: finished items (done or failed)
 * plus the share of the items in flight, over all items. Whole percent, rounded down, and 100
 * only when every item has finished (a run at 99.6% is not finished).
 */
export function runPercent(p: { total: number; done: number; failed: number; inFlight?: readonly InFlightShare[] }): number {
  if (p.total <= 0) return 0;
  const finished = Math.min(p.total, p.done + p.failed);
  if (finished >= p.total) return 100;
  const partial = (p.inFlight ?? []).reduce((sum, item) => sum + inFlightShare(item), 0);
  const share = Math.min(p.total, finished + partial) / p.total;
  return Math.min(99, Math.floor(share * 100));
}

/**
 * An in-flight item's output so far, for people: "412 of ~1,200 output tokens" (estimated from
 * earlier items), "412 output tokens (at most 3,072)" (only the cap is known), "1,300 output
 * tokens (usually ~1,200)" once past the estimate. An item that asks the model several times
 * (CCQG: questions, ranking, answers) has a cap per request, never one for the whole item: "1,155
 * output tokens in 3 requests (this one at most 3,072)".
 */
export function describeInFlightTokens(item: { tokens: number; expectedTokens: number | null; estimated: boolean; requests?: number; requestCap?: number | null }): string {
  const tokens = `${item.tokens.toLocaleString("en-US")} output token${item.tokens === 1 ? "" : "s"}`;
  const requests = item.requests ?? 1;
  if (!item.estimated && requests > 1 && item.requestCap != null) return `${tokens} in ${requests.toLocaleString("en-US")} requests (this one at most ${item.requestCap.toLocaleString("en-US")})`;
  if (item.expectedTokens === null) return tokens;
  const expected = item.expectedTokens.toLocaleString("en-US");
  if (!item.estimated) return `${tokens} (at most ${expected})`;
  return item.tokens < item.expectedTokens ? `${item.tokens.toLocaleString("en-US")} of ~${expected} output tokens` : `${tokens} (usually ~${expected})`;
}
