import type { RunProgressView } from "../../contract/runProgress.ts";
import type { RunQaCounts } from "../../contract/pipeline.ts";
import { runOutcome, runPercent } from "../../contract/runOutcome.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countWorkItems } from "../db/repositories/workItems.ts";
import { noTokens } from "../../contract/tokens.ts";

/**
 * An import's progress as a run's is shown (`runSnapshot`), with its QAs counted as they are
 * stored rather than counted again: counting a million stored QAs a few times a second cost more
 * than storing them (an import of 1M rows took 23 times as long as one of 100k).
 */
export function importProgress(db: LibraryDatabase, runId: number, qaCounts: RunQaCounts): RunProgressView {
  const counts = countWorkItems(db, runId);
  const total = counts.pending + counts.running + counts.done + counts.failed + counts.cancelled;
  return {
    runId,
    status: "running",
    total,
    done: counts.done,
    failed: counts.failed,
    pending: counts.pending + counts.running,
    qas: qaCounts.total,
    qaCounts: { ...qaCounts },
    // An import reads and writes no tokens.
    tokens: noTokens(),
    tokensPerSecond: 0,
    etaSeconds: null,
    lastError: null,
    outcome: runOutcome("running", { failed: counts.failed, qas: qaCounts.total, rejected: qaCounts.rejected }),
    percent: runPercent({ total, done: counts.done, failed: counts.failed }),
    inFlight: [],
  };
}
