import { toErrorInfo } from "../../contract/errors.ts";
import type { RunProgressView } from "../../contract/runProgress.ts";
import type { RunHooks } from "../../contract/services.ts";
import { getRun, setRunStatus } from "../db/repositories/runs.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import { describeModelFailure } from "../llm/models/modelFailure.ts";
import { runSnapshot } from "../pipeline/jobs/runSnapshot.ts";
import type { ReservedRun } from "./ReservedRun.ts";
import type { RunContext } from "./runContext.ts";
import { runOnModel } from "./runOnModel.ts";

/**
 * Executes a reserved run to its end, publishing throttled progress (the final state always
 * goes out) and status changes. Rejects with what stopped it, after storing it on the run.
 */
export async function executeReservedRun(ctx: RunContext, reserved: ReservedRun, hooks: RunHooks): Promise<RunProgressView> {
  const { runId, controls } = reserved;
  const onOuterAbort = () => controls.cancel.abort(hooks.signal?.reason);
  if (hooks.signal?.aborted) onOuterAbort();
  hooks.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const progress = throttleLatest<RunProgressView>((p) => ctx.emit({ type: "run.progress", progress: p }));
  let finished = false;
  try {
    return await runOnModel(ctx, reserved, (p) => {
      if (p.status === "running") {
        hooks.onProgress?.(p);
        return progress.push(p);
      }
      // The run's final status is stored by now. In-process hooks hear it while the run is
      // still reserved (as they always have); windows hear it once it is released, so they
      // may at once load another model or resume the run.
      finished = true;
      try {
        hooks.onProgress?.(p);
      } finally {
        ctx.active.release(runId, controls);
        progress.final(p);
        ctx.changed(runId);
      }
    });
  } catch (error) {
    progress.cancel();
    ctx.active.release(runId, controls);
    // A hook failing on the final progress does not undo the run's stored outcome.
    if (!finished) recordFailure(ctx, runId, error);
    throw error;
  } finally {
    progress.cancel();
    ctx.active.release(runId, controls);
    hooks.signal?.removeEventListener("abort", onOuterAbort);
  }
}

/** Stores an error that stopped a run (unless executeRun already did) and tells every window. */
function recordFailure(ctx: RunContext, runId: number, error: unknown): void {
  // A model that cannot be used is said in plain words (which server, what it did), under the error's own name.
  const failure = describeModelFailure(error);
  const info = failure ? { name: toErrorInfo(error).name, message: failure.reason } : toErrorInfo(error);
  try {
    const run = getRun(ctx.db(), runId);
    if (run && run.status !== "failed") setRunStatus(ctx.db(), runId, "failed", info);
    // A snapshot for a run that stopped without executeRun's own final progress (an error before or around it).
    ctx.emit({ type: "run.progress", progress: runSnapshot(ctx.db(), runId, "failed", { lastError: info }) });
  } catch (storeError) {
    // The database may be closing with the app; the run stays resumable from its ledger.
    ctx.log(`Run ${runId} stopped with ${info.name}: ${info.message}; storing that failed too: ${(storeError as Error).message}`);
  }
  ctx.changed(runId);
  ctx.emit({ type: "run.error", runId, error: info });
}

/** Runs in the background: the failure is already stored and published by `executeReservedRun`, so it is only swallowed here. */
export function inBackground(execution: Promise<unknown>): void {
  execution.catch(() => undefined);
}
