import { engineOptionsOf } from "../../contract/engineSettings.ts";
import type { GenerateRequest, RetryChanges } from "../../contract/pipeline.ts";
import { recordRunEngineFact } from "../db/repositories/runRecords.ts";
import { listWorkItems } from "../db/repositories/workItems.ts";
import { cancelPendingItems, requeueFailedItems } from "../db/repositories/workItemQueue.ts";
import { NothingToRetryError } from "../pipeline/errors/NothingToRetryError.ts";
import { RunModelUnavailableError } from "../pipeline/errors/RunModelUnavailableError.ts";
import { runFilterNames } from "../pipeline/filters/methodFilters.ts";
import { resolveRunModel } from "../pipeline/resolveRunModel.ts";
import { loadRun, type LoadedRun } from "../pipeline/jobs/loadRun.ts";
import { parseStrategySettings } from "../pipeline/strategies/parseSettings.ts";
import { engineOf, type EngineSettings } from "./engineSettings.ts";
import type { ReservedRun } from "./ReservedRun.ts";
import { reserveNewRun, reserveStoppedRun } from "./reserveRun.ts";
import type { RunContext } from "./runContext.ts";

/**
 * Reserves a retry of a run's failed items: in place when `changes` would make QAs the same
 * way (the same model, settings, seed, temperature, context and scoring; lanes and attempts
 * may change), else as a new run over just those items, linked to the original. The caller
 * executes `reserved`.
 */
export async function reserveRetry(ctx: RunContext, runId: number, changes: RetryChanges): Promise<{ runId: number; items: number; inPlace: boolean; reserved: ReservedRun }> {
  const db = ctx.db();
  const run = ctx.runOrThrow(runId);
  // A run that failed before its items ended (its model could not be loaded or stopped
  // answering) retries the items it never ran as well as those that failed.
  const notRun = run.status === "failed" && !ctx.active.get(runId) ? listWorkItems(db, runId, "pending") : [];
  const failed = [...listWorkItems(db, runId, "failed"), ...notRun];
  if (failed.length === 0) throw new NothingToRetryError(runId);
  // The run and its strategy are read once here; whichever way it is retried is handed them.
  const loaded = loadRun(db, run);
  const { changed: makesOtherQas, settings, modelId, engine } = await retryPlan(ctx, loaded, changes);
  if (!makesOtherQas) {
    const reserved = await reserveStoppedRun(ctx, loaded);
    if (changes.lanes !== undefined) recordRunEngineFact(db, runId, "lanes", (reserved.engine.lanes = changes.lanes));
    if (changes.maxAttempts !== undefined) recordRunEngineFact(db, runId, "maxAttempts", (reserved.engine.maxAttempts = changes.maxAttempts));
    const items = requeueFailedItems(db, runId) + notRun.length;
    ctx.changed(runId);
    return { runId, items, inPlace: true, reserved };
  }
  if (modelId === null) throw new RunModelUnavailableError(runId, run.modelName, { removed: true });
  const request: GenerateRequest = {
    strategy: run.strategy,
    model: String(modelId),
    paperIds: [...new Set(failed.map((item) => item.paperId))],
    settings,
    seed: changes.seed ?? run.seed,
    // Every engine option as the run had it, unless the changes give another.
    ...engineOptionsOf({ ...engineOptionsOf(engine), ...engineOptionsOf(changes) }),
    ...optionalModel("judgeModel", changes.judgeModel ?? run.judgeModelId),
    ...optionalModel("embedderModel", changes.embedderModel ?? run.embedderModelId),
  };
  const { reserved, items } = await reserveNewRun(ctx, request, { of: runId, itemKeys: new Set(failed.map((item) => item.itemKey)), strategy: loaded.strategy });
  // Those items are the new run's now: a resume of this one must not run them a second time.
  if (notRun.length > 0) cancelPendingItems(db, runId);
  ctx.changed(runId);
  return { runId: reserved.runId, items, inPlace: false, reserved };
}

/** Whether a retry with `changes` would make QAs differently from the run (then it must be a run of its own). */
async function retryPlan(ctx: RunContext, { row: run, strategy, settings: own }: LoadedRun, changes: RetryChanges) {
  const engine = engineOf(run);
  const settings = parseStrategySettings(strategy, { ...run.settings, ...changes.settings });
  const modelId = changes.model === undefined ? run.modelId : (await resolveRunModel(ctx.db(), ctx.models, changes.model)).id;
  const differs = (key: keyof EngineSettings) => changes[key] !== undefined && changes[key] !== engine[key];
  const changed =
    modelId !== run.modelId ||
    JSON.stringify(settings) !== JSON.stringify(own) ||
    (changes.seed !== undefined && changes.seed !== run.seed) ||
    differs("temperature") ||
    differs("contextSize") ||
    differs("perplexityShift") ||
    differs("perplexityShiftThreshold") ||
    (changes.filters !== undefined && JSON.stringify(runFilterNames(strategy, changes.filters, undefined, settings)) !== JSON.stringify(engine.filters ?? null));
  return { changed, settings, modelId, engine };
}

/** A per-role model of a request, left out when there is none. */
function optionalModel<K extends "judgeModel" | "embedderModel">(key: K, model: string | number | null | undefined): Partial<Record<K, string>> {
  return model === null || model === undefined ? {} : ({ [key]: String(model) } as Partial<Record<K, string>>);
}
