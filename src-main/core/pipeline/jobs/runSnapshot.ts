import type { InFlightItem, RunProgressView } from "../../../contract/runProgress.ts";
import { runOutcome, runPercent } from "../../../contract/runOutcome.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { countRunQas } from "../../db/repositories/qaItems.ts";
import { getRunTokens } from "../../db/repositories/runRecords.ts";
import { countWorkItems } from "../../db/repositories/workItems.ts";

/** What only an execution knows: its pace, the items it is writing, its last error. */
export interface ExecutionFacts {
  lastError: RunProgressView["lastError"];
  /** Items being written now. Defaults to none. */
  inFlight?: InFlightItem[];
  /** Defaults to 0 (not measured). */
  tokensPerSecond?: number;
  /** Defaults to null (unknown). */
  etaSeconds?: number | null;
}

/**
 * A run's progress as the ledger has it now: item counts, QAs by verdict and review, tokens,
 * outcome and percentage, read in one place so the live events, the final one and the snapshot
 * after a failure agree, and so the run page's headline and its details never differ. The
 * tokens of items still writing are counted as output so far.
 */
export function runSnapshot(db: LibraryDatabase, runId: number, status: RunProgressView["status"], facts: ExecutionFacts): RunProgressView {
  const counts = countWorkItems(db, runId);
  const total = counts.pending + counts.running + counts.done + counts.failed + counts.cancelled;
  const qaCounts = countRunQas(db, runId);
  const inFlight = facts.inFlight ?? [];
  const stored = getRunTokens(db, runId);
  const tokens = { ...stored, generated: stored.generated + inFlight.reduce((sum, item) => sum + item.tokens, 0) };
  return {
    runId,
    status,
    total,
    done: counts.done,
    failed: counts.failed,
    pending: counts.pending + counts.running,
    qas: qaCounts.total,
    qaCounts,
    tokens,
    tokensPerSecond: facts.tokensPerSecond ?? 0,
    etaSeconds: facts.etaSeconds ?? null,
    lastError: facts.lastError,
    outcome: runOutcome(status, { failed: counts.failed, qas: qaCounts.total, rejected: qaCounts.rejected }),
    percent: runPercent({ total, done: counts.done, failed: counts.failed, inFlight }),
    inFlight,
  };
}
