import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import type { GenerateRequest, KeyQaView, RunProgressView, RunSummary } from "../../contract/pipeline.ts";
import type { PipelineService, RunHooks } from "../../contract/services.ts";
import type { Emit } from "../events/EventHub.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPapers } from "../db/repositories/papers.ts";
import { getRun, listRuns, setRunStatus, type RunRow } from "../db/repositories/runs.ts";
import { countWorkItems, listWorkItems, retryFailedItems } from "../db/repositories/workItems.ts";
import { prepared } from "../db/statements.ts";
import { countQaRecords } from "../export/selectQaRecords.ts";
import { writeExport } from "../export/writeExport.ts";
import type { Generator } from "../llm/engine/Generator.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import type { ModelsServiceHandle } from "../llm/models/createModelsService.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { ActiveRuns, type RunControls } from "./ActiveRuns.ts";
import { adaptEngine } from "./adaptEngine.ts";
import { exportContent, exportPreview } from "./exportText.ts";
import { executeRun } from "./jobs/executeRun.ts";
import { startRun } from "./jobs/startRun.ts";
import { resolveRunModel, type RunModel } from "./resolveRunModel.ts";
import { describeStrategies } from "./strategies/describeStrategies.ts";
import { keyQas } from "./summary/keyQas.ts";
import { runPapers } from "./summary/runPapers.ts";

export interface PipelineServiceOptions {
  db: () => LibraryDatabase;
  runtime: () => Promise<LlamaRuntime>;
  models: ModelsServiceHandle;
  /** Where "run.progress", "runs.changed" and "run.error" go. Defaults to nowhere. */
  emit?: Emit;
  /**
   * The model the user loaded in the Models view, when it is this file (waiting for a load still
   * under way): a run on it uses it as loaded instead of loading the file again. Defaults to none.
   */
  loadedModel?: (file: string) => Promise<LoadedModel | undefined>;
  /** Where problems nobody awaits go (a failure that could not be stored). Defaults to a no-op. */
  log?: (message: string) => void;
}

/** The service plus what only the core needs. */
export interface PipelineServiceHandle extends PipelineService {
  /** Run ids executing in this process. */
  executing(): number[];
  /** Runs executing with this model file. */
  runsUsing(file: string): number[];
  /** The model files runs are executing with. */
  filesInUse(): string[];
  /** Pauses the runs executing here (leaving them resumable) and frees their contexts. */
  dispose(): Promise<void>;
}

/** How a run's model is loaded: kept with the run's settings so `resume` loads it the same way. */
interface EngineSettings {
  lanes: number;
  contextSize: "auto" | number;
  temperature: number;
  perplexityShift: boolean;
  dsePerThreshold: number;
  maxAttempts: number;
}

const ENGINE_KEY = "_engine";
const DEFAULT_ENGINE: EngineSettings = { lanes: 2, contextSize: 8192, temperature: 0, perplexityShift: true, dsePerThreshold: 0, maxAttempts: 3 };

function summarize(db: LibraryDatabase, run: RunRow): RunSummary {
  const qas = prepared<[number], { total: number; accepted: number; rejected: number }>(
    db,
    `SELECT count(*) AS total, coalesce(sum(verdict = 'accepted'), 0) AS accepted, coalesce(sum(verdict = 'rejected'), 0) AS rejected FROM qa_items WHERE run_id = ?`,
  ).get(run.id)!;
  return {
    id: run.id,
    strategy: run.strategy,
    promptVersion: run.promptVersion,
    status: run.status,
    model: { name: run.modelName, sha256: run.modelSha256, quantization: run.modelQuantization },
    seed: run.seed,
    settings: run.settings,
    papers: run.paperIds.length,
    items: countWorkItems(db, run.id),
    qas,
    tokens: { prompt: run.promptTokens, evaluated: run.evaluatedTokens, generated: run.generatedTokens },
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    error: run.error,
  };
}

/**
 * Generation runs as a service: start (plan everything, then execute), resume after a crash or
 * pause, inspect, retry failed items, summarise a paper's key QAs and export. One generator is
 * kept per model and engine settings for the life of the core, so resuming reuses it.
 */
export function createPipelineService(options: PipelineServiceOptions): PipelineServiceHandle {
  const emit: Emit = options.emit ?? (() => undefined);
  const log = options.log ?? (() => undefined);
  // `value` is set once the generator exists, so a stale one (its model unloaded since, e.g. by
  // another model loaded in the Models view) is noticed without awaiting and made again.
  const generators = new Map<string, { promise: Promise<Generator>; value?: Generator }>();
  const generatorFor = (model: RunModel, engine: EngineSettings): Promise<Generator> => {
    const contextSize = engine.contextSize === "auto" ? "auto" : Math.min(engine.contextSize, model.contextLength ?? engine.contextSize);
    const key = `${path.resolve(model.file)}|${engine.lanes}|${engine.perplexityShift}|${contextSize}`;
    const cached = generators.get(key);
    if (cached && !cached.value?.disposed) return cached.promise;
    const entry: { promise: Promise<Generator>; value?: Generator } = {
      promise: (async () => {
        const loaded = (await options.loadedModel?.(model.file)) ?? (await (await options.runtime()).loadModel({ file: model.file }));
        // One more sequence than lanes when answers are scored, so scoring never evicts a paper.
        return loaded.createGenerator({ sequences: engine.lanes + (engine.perplexityShift ? 1 : 0), contextSize });
      })(),
    };
    entry.promise.then((generator) => (entry.value = generator)).catch(() => {
      if (generators.get(key) === entry) generators.delete(key);
    });
    generators.set(key, entry);
    return entry.promise;
  };

  const active = new ActiveRuns();
  const changed = (runId: number) => emit({ type: "runs.changed", runId });

  /** A snapshot for a run that stopped without executeRun's own final progress (an error before or around it). */
  const snapshot = (runId: number, status: RunProgressView["status"], lastError: RunProgressView["lastError"]): RunProgressView => {
    const counts = countWorkItems(options.db(), runId);
    const total = counts.pending + counts.running + counts.done + counts.failed + counts.cancelled;
    const qas = prepared<[number], { n: number }>(options.db(), `SELECT count(*) AS n FROM qa_items WHERE run_id = ?`).get(runId)?.n ?? 0;
    return { runId, status, total, done: counts.done, failed: counts.failed, pending: counts.pending + counts.running, qas, tokensPerSecond: 0, etaSeconds: null, lastError };
  };

  /** Stores an error that stopped a run (unless executeRun already did) and tells every window. */
  const recordFailure = (runId: number, error: unknown) => {
    const info = toErrorInfo(error);
    try {
      const run = getRun(options.db(), runId);
      if (run && run.status !== "failed") setRunStatus(options.db(), runId, "failed", info);
      emit({ type: "run.progress", progress: snapshot(runId, "failed", info) });
    } catch (storeError) {
      // The database may be closing with the app; the run stays resumable from its ledger.
      log(`Run ${runId} stopped with ${info.name}: ${info.message}; storing that failed too: ${(storeError as Error).message}`);
    }
    changed(runId);
    emit({ type: "run.error", runId, error: info });
  };

  /**
   * Executes a reserved run to its end, publishing throttled progress (the final state always
   * goes out) and status changes. Rejects with what stopped it, after storing it on the run.
   */
  const execute = async (runId: number, model: RunModel, engine: EngineSettings, controls: RunControls, hooks: RunHooks): Promise<RunProgressView> => {
    const onOuterAbort = () => controls.cancel.abort(hooks.signal?.reason);
    if (hooks.signal?.aborted) onOuterAbort();
    hooks.signal?.addEventListener("abort", onOuterAbort, { once: true });
    const progress = throttleLatest<RunProgressView>((p) => emit({ type: "run.progress", progress: p }));
    let finished = false;
    try {
      return await executeWith(runId, model, engine, controls, (p) => {
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
          active.release(runId, controls);
          progress.final(p);
          changed(runId);
        }
      });
    } catch (error) {
      progress.cancel();
      active.release(runId, controls);
      // A hook failing on the final progress does not undo the run's stored outcome.
      if (!finished) recordFailure(runId, error);
      throw error;
    } finally {
      progress.cancel();
      active.release(runId, controls);
      hooks.signal?.removeEventListener("abort", onOuterAbort);
    }
  };

  const executeWith = async (runId: number, model: RunModel, engine: EngineSettings, controls: RunControls, onProgress: (p: RunProgressView) => void) => {
    const generator = await generatorFor(model, engine);
    const run = getRun(options.db(), runId)!;
    const port = adaptEngine(generator, { model: { name: model.name, sha256: model.sha256, quantization: model.quantization }, temperature: engine.temperature, seed: run.seed, lanes: engine.lanes });
    return executeRun(options.db(), runId, port, {
      scorer: engine.perplexityShift ? port : null,
      dsePerThreshold: engine.dsePerThreshold,
      maxAttempts: engine.maxAttempts,
      signal: controls.cancel.signal,
      pause: controls.pause.signal,
      onProgress,
      onStarted: () => changed(runId),
    });
  };

  /** Resolves the model and stores the whole plan; the run is reserved here before anything awaits again. */
  const plan = async (request: GenerateRequest) => {
    const db = options.db();
    const model = await resolveRunModel(db, options.models, request.model);
    active.assertModelFree(model.file);
    const engine: EngineSettings = {
      lanes: request.lanes ?? DEFAULT_ENGINE.lanes,
      contextSize: request.contextSize ?? DEFAULT_ENGINE.contextSize,
      temperature: request.temperature ?? DEFAULT_ENGINE.temperature,
      perplexityShift: request.perplexityShift ?? DEFAULT_ENGINE.perplexityShift,
      dsePerThreshold: request.dsePerThreshold ?? DEFAULT_ENGINE.dsePerThreshold,
      maxAttempts: request.maxAttempts ?? DEFAULT_ENGINE.maxAttempts,
    };
    const paperIds = request.paperIds ?? listPapers(db).map((p) => p.id).reverse();
    const planned = startRun(db, {
      strategy: request.strategy,
      paperIds,
      settings: request.settings ?? {},
      model: { id: model.id, name: model.name, sha256: model.sha256, quantization: model.quantization },
      seed: request.seed ?? 1,
      engine: { ...engine },
    });
    const controls = active.reserve(planned.runId, model.file);
    changed(planned.runId);
    return { planned, model, engine, controls };
  };

  /** Checks that a run can be resumed now and reserves it. */
  const prepareResume = async (runId: number) => {
    const db = options.db();
    const run = getRun(db, runId);
    if (!run) throw new RangeError(`There is no run ${runId}. "distillate runs" lists them.`);
    if (run.modelId === null) throw new RangeError(`Run ${runId}'s model was removed from the registry; add it again to resume.`);
    const model = await resolveRunModel(db, options.models, String(run.modelId));
    if (run.modelSha256 && model.sha256 && run.modelSha256 !== model.sha256) {
      throw new RangeError(`The file of run ${runId}'s model has changed since the run started (sha256 ${run.modelSha256.slice(0, 12)}… is now ${model.sha256.slice(0, 12)}…); resuming would mix two models in one dataset.`);
    }
    const engine = { ...DEFAULT_ENGINE, ...((run.settings[ENGINE_KEY] ?? {}) as Partial<EngineSettings>) };
    const controls = active.reserve(runId, model.file);
    return { model, engine, controls };
  };

  /** Runs in the background: the failure is already stored and published by `execute`, so it is only swallowed here. */
  const inBackground = (execution: Promise<unknown>) => {
    execution.catch(() => undefined);
  };

  const control = (runId: number) => {
    const controls = active.get(runId);
    if (!controls) throw new RangeError(`Run ${runId} is not running in this process; "distillate runs ${runId}" shows its state and "resume" continues it.`);
    return controls;
  };

  return {
    executing: () => active.ids(),
    runsUsing: (file) => active.usingFile(file),
    filesInUse: () => active.files(),
    async generate(request: GenerateRequest, hooks: RunHooks = {}) {
      const { planned, model, engine, controls } = await plan(request);
      try {
        hooks.onPlanned?.(planned);
      } catch (error) {
        active.release(planned.runId, controls);
        throw error;
      }
      return execute(planned.runId, model, engine, controls, hooks);
    },
    async resume(runId: number, hooks: RunHooks = {}) {
      const { model, engine, controls } = await prepareResume(runId);
      return execute(runId, model, engine, controls, hooks);
    },
    async startRun(request) {
      const { planned, model, engine, controls } = await plan(request);
      inBackground(execute(planned.runId, model, engine, controls, {}));
      return planned;
    },
    async resumeRun(runId) {
      const { model, engine, controls } = await prepareResume(runId);
      inBackground(execute(runId, model, engine, controls, {}));
    },
    async pause(runId: number) {
      control(runId).pause.abort(new Error("paused by the user"));
    },
    async cancel(runId: number) {
      control(runId).cancel.abort(new Error("cancelled by the user"));
    },
    async listRuns() {
      const db = options.db();
      return listRuns(db).map((run) => summarize(db, run));
    },
    async getRun(runId: number) {
      const db = options.db();
      const run = getRun(db, runId);
      if (!run) throw new RangeError(`There is no run ${runId}.`);
      return summarize(db, run);
    },
    async failedItems(runId: number) {
      return listWorkItems(options.db(), runId, "failed").map((item) => ({ id: item.id, paperId: item.paperId, itemKey: item.itemKey, attempts: item.attempts, error: item.error }));
    },
    async retryFailed(runId: number) {
      const retried = retryFailedItems(options.db(), runId);
      if (retried > 0) changed(runId);
      return retried;
    },
    async runPapers(runId: number) {
      const db = options.db();
      if (!getRun(db, runId)) throw new RangeError(`There is no run ${runId}.`);
      return runPapers(db, runId);
    },
    async keyQas(paperId: number, request = {}): Promise<KeyQaView[]> {
      return keyQas(options.db(), paperId, request).map((k) => ({
        id: k.qa.id,
        runId: k.qa.runId,
        question: k.qa.question,
        answer: k.qa.answer,
        type: k.qa.type,
        difficulty: k.qa.difficulty,
        quality: k.quality,
        section: k.section,
        why: k.why,
        scores: k.scores.map(({ metric, value, verdict, reason }) => ({ metric, value, verdict, reason })),
        evidence: k.qa.evidence.map((e) => ({ text: e.text, page: e.page, paragraphId: e.passageId, start: e.start, end: e.end })),
      }));
    },
    async exportDataset(request) {
      return writeExport(options.db(), request.out, request.format, request.filter ?? {});
    },
    async countExport(filter = {}) {
      return countQaRecords(options.db(), filter);
    },
    async strategies() {
      return describeStrategies();
    },
    async exportPreview(request) {
      return exportPreview(options.db(), request);
    },
    async exportContent(request) {
      return exportContent(options.db(), request);
    },
    async dispose() {
      // Paused rather than cancelled: closing the app must leave every run resumable.
      active.pauseAll(new Error("the app is closing"));
      const all = [...generators.values()];
      generators.clear();
      for (const entry of all) await entry.promise.then((g) => g.dispose()).catch(() => undefined);
    },
  };
}
