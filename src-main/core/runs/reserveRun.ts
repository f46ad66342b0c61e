import type { GenerateRequest } from "../../contract/pipeline.ts";
import { IMPORTED_STRATEGY } from "../../contract/qaImport.ts";
import { listPapers } from "../db/repositories/papers.ts";
import { getRun } from "../db/repositories/runs.ts";
import { ImportedRunNotResumableError } from "../pipeline/errors/ImportedRunNotResumableError.ts";
import { RunModelUnavailableError } from "../pipeline/errors/RunModelUnavailableError.ts";
import { RunNotFoundError } from "../pipeline/errors/RunNotFoundError.ts";
import { runFilterNames } from "../pipeline/filters/methodFilters.ts";
import { loadRun, type LoadedRun } from "../pipeline/jobs/loadRun.ts";
import { storeRunPlan } from "../pipeline/jobs/storeRunPlan.ts";
import { resolveRunModel } from "../pipeline/resolveRunModel.ts";
import { getStrategy } from "../pipeline/strategies/index.ts";
import type { Strategy } from "../pipeline/strategies/Strategy.ts";
import { engineOf, engineOfRequest } from "./engineSettings.ts";
import type { ReservedRun } from "./ReservedRun.ts";
import type { RunContext } from "./runContext.ts";

/** What a retry as a new run plans from: the run retried, its items to plan again and its strategy (looked up already). */
export interface RetryOf {
  of: number;
  itemKeys: ReadonlySet<string>;
  strategy: Strategy;
}

/**
 * A new run: resolves its models, stores its whole plan and reserves it before anything awaits
 * again. `retry` plans only the given items of another run's papers, linked to it.
 */
export async function reserveNewRun(ctx: RunContext, request: GenerateRequest, retry?: RetryOf): Promise<{ reserved: ReservedRun; items: number }> {
  const db = ctx.db();
  const model = await resolveRunModel(db, ctx.models, request.model);
  ctx.host.assertGeneratorFree(model.file, "start a run on another model");
  // The one lookup of the run's strategy: the plan and the execution are handed it.
  const strategy = retry?.strategy ?? getStrategy(request.strategy);
  // The method's own filters unless the request names others; dSePer is one of them.
  const filters = runFilterNames(strategy, request.filters, request.perplexityShift, request.settings);
  const engine = engineOfRequest(request, filters);
  // Judge and embedder are only named here (their stages come later): resolved and hashed like the generator, not loaded.
  const judge = request.judgeModel === undefined ? null : await resolveRunModel(db, ctx.models, request.judgeModel);
  const embedder = request.embedderModel === undefined ? null : await resolveRunModel(db, ctx.models, request.embedderModel);
  const paperIds = request.paperIds ?? listPapers(db).map((p) => p.id).reverse();
  const planned = storeRunPlan(db, {
    strategy,
    paperIds,
    settings: request.settings ?? {},
    model: { id: model.id, name: model.name, sha256: model.sha256, quantization: model.quantization },
    judgeModelId: judge?.id ?? null,
    embedderModelId: embedder?.id ?? null,
    seed: request.seed ?? 1,
    engine: { ...engine },
    ...(retry ? { retryOf: retry.of, onlyItemKeys: retry.itemKeys } : {}),
  });
  const controls = ctx.active.reserve(planned.runId);
  ctx.changed(planned.runId);
  return { reserved: { runId: planned.runId, run: planned.run, model, engine, controls }, items: planned.items };
}

/**
 * A stopped run: checks that it can go on now (its model still there, the same weights) and
 * reserves it. By id, or as the caller has read it already (a retry in place).
 */
export async function reserveStoppedRun(ctx: RunContext, stopped: number | LoadedRun): Promise<ReservedRun> {
  const db = ctx.db();
  const runId = typeof stopped === "number" ? stopped : stopped.row.id;
  const run = typeof stopped === "number" ? getRun(db, runId) : stopped.row;
  if (!run) throw new RunNotFoundError(runId);
  if (run.strategy === IMPORTED_STRATEGY.name) throw new ImportedRunNotResumableError(runId);
  if (run.modelId === null) throw new RunModelUnavailableError(runId, run.modelName, { removed: true });
  const model = await resolveRunModel(db, ctx.models, run.modelId);
  if (run.modelSha256 && model.sha256 && run.modelSha256 !== model.sha256) {
    throw new RunModelUnavailableError(runId, run.modelName, { removed: false, was: run.modelSha256, now: model.sha256 });
  }
  const loaded = typeof stopped === "number" ? loadRun(db, run) : stopped;
  const engine = engineOf(run);
  ctx.host.assertGeneratorFree(model.file, "start a run on another model");
  const controls = ctx.active.reserve(runId);
  return { runId, run: loaded, model, engine, controls };
}
