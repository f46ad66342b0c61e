import type { InFlightItem, RunProgressView } from "../../../contract/pipeline.ts";
import { runOutcome, runPercent } from "../../../contract/runOutcome.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { countRunQas } from "../../db/repositories/qaItems.ts";
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
 * A run's progress as the ledger has it now: item counts, QAs, outcome and percentage, read in
 * one place so the live events, the final one and the snapshot after a failure agree.
 */
export function runSnapshot(db: LibraryDatabase, runId: number, status: RunProgressView["status"], facts: ExecutionFacts): RunProgressView {
  const counts = countWorkItems(db, runId);
  const total = counts.pending + counts.running + counts.done + counts.failed + counts.cancelled;
  const qas = countRunQas(db, runId).total;
  const inFlight = facts.inFlight ?? [];
  return {
    runId,
    status,
    total,
    done: counts.done,
    failed: counts.failed,
    pending: counts.pending + counts.running,
    qas,
    tokensPerSecond: facts.tokensPerSecond ?? 0,
    etaSeconds: facts.etaSeconds ?? null,
    lastError: facts.lastError,
    outcome: runOutcome(status, { failed: counts.failed, qas }),
    percent: runPercent({ total, done: counts.done, failed: counts.failed, inFlight }),
    inFlight,
  };
}
