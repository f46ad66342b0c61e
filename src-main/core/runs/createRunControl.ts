import type { GenerateRequest, RetryChanges, RetryResult } from "../../contract/pipeline.ts";
import type { RunsService, RunHooks } from "../../contract/services.ts";
import { getRun } from "../db/repositories/runs.ts";
import { requeueFailedItems } from "../db/repositories/workItemQueue.ts";
import { RunNotExecutingError } from "../pipeline/errors/RunNotExecutingError.ts";
import { RunNotFoundError } from "../pipeline/errors/RunNotFoundError.ts";
import { executeReservedRun, inBackground } from "./executeReservedRun.ts";
import { reserveRetry } from "./reserveRetry.ts";
import { reserveNewRun, reserveStoppedRun } from "./reserveRun.ts";
import type { RunContext } from "./runContext.ts";

/** Starting, resuming, retrying, pausing and cancelling runs. */
export type RunControlService = Pick<RunsService, "generate" | "resume" | "startRun" | "resumeRun" | "pause" | "cancel" | "retryRun" | "retry" | "requeueFailed">;

/**
 * Runs execute in this process. One verb per meaning, in two forms: `startRun`, `resumeRun` and
 * `retryRun` (the wire, the UI) return once the plan is stored and go on in the background, their
 * failures stored on the run and published; `generate`, `resume` and `retry` (in process only, the
 * CLI) do the same and await the end. `requeueFailed` only puts failed items back in the queue.
 */
export function createRunControl(ctx: RunContext): RunControlService {
  const control = (runId: number, action: "pause" | "cancel") => {
    const controls = ctx.active.get(runId);
    if (!controls) {
      if (!getRun(ctx.db(), runId)) throw new RunNotFoundError(runId);
      throw new RunNotExecutingError(runId, action);
    }
    return controls;
  };
  return {
    async generate(request: GenerateRequest, hooks: RunHooks = {}) {
      const { reserved, items } = await reserveNewRun(ctx, request);
      try {
        hooks.onPlanned?.({ runId: reserved.runId, items });
      } catch (error) {
        ctx.active.release(reserved.runId, reserved.controls);
        throw error;
      }
      return executeReservedRun(ctx, reserved, hooks);
    },
    async resume(runId: number, hooks: RunHooks = {}) {
      return executeReservedRun(ctx, await reserveStoppedRun(ctx, runId), hooks);
    },
    async startRun(request) {
      const { reserved, items } = await reserveNewRun(ctx, request);
      inBackground(executeReservedRun(ctx, reserved, {}));
      return { runId: reserved.runId, items };
    },
    async resumeRun(runId) {
      inBackground(executeReservedRun(ctx, await reserveStoppedRun(ctx, runId), {}));
    },
    async pause(runId: number) {
      control(runId, "pause").pause.abort(new Error("paused by the user"));
    },
    async cancel(runId: number) {
      control(runId, "cancel").cancel.abort(new Error("cancelled by the user"));
    },
    async retryRun(runId: number, changes: RetryChanges = {}): Promise<RetryResult> {
      const { reserved, ...result } = await reserveRetry(ctx, runId, changes);
      inBackground(executeReservedRun(ctx, reserved, {}));
      return result;
    },
    async retry(runId: number, changes: RetryChanges = {}, hooks: RunHooks = {}) {
      const { reserved, ...result } = await reserveRetry(ctx, runId, changes);
      const execution = executeReservedRun(ctx, reserved, hooks);
      try {
        hooks.onPlanned?.({ runId: result.runId, items: result.items });
      } catch (error) {
        // The retry is under way and stored; it goes on without this caller.
        inBackground(execution);
        throw error;
      }
      return execution;
    },
    async requeueFailed(runId: number) {
      const requeued = requeueFailedItems(ctx.db(), runId);
      if (requeued > 0) ctx.changed(runId);
      return requeued;
    },
  };
}
