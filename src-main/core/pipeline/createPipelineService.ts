import fs from "node:fs";
import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import type { EmptyItem, GenerateRequest, KeyQaView, RetryChanges, RetryResult, RunProgressView, RunSummary } from "../../contract/pipeline.ts";
import { EngineSettingsSchema, engineOptionsOf, readEngineSettings, type EngineSettings } from "../../contract/engineSettings.ts";
import { runOutcome } from "../../contract/runOutcome.ts";
import type { PipelineService, RunHooks } from "../../contract/services.ts";
import type { Emit } from "../events/EventHub.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPapers } from "../db/repositories/papers.ts";
import { getRun, listRetriesOf, listRuns, recordRunEngineFact, setRunStatus, type RunRow } from "../db/repositories/runs.ts";
import { cancelPendingItems, countWorkItems, listEmptyWorkItems, listWorkItems, retryFailedItems } from "../db/repositories/workItems.ts";
import { countRunQas } from "../db/repositories/qaItems.ts";
import { countQaRecords } from "../export/selectQaRecords.ts";
import { requireSearchLength } from "../errors/SearchTooLongError.ts";
import type { ExportRunner } from "../export/ExportRunner.ts";
import type { BackendModel } from "../../contract/modelHost.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/createModelsService.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { estimatedTokenCounter, loadPromptTokenizer, type PromptTokenCounter } from "../llm/engine/PromptTokenizer.ts";
import { readGgufMetadata } from "../llm/models/readGgufMetadata.ts";
import { checkRun } from "./checks/checkRun.ts";
import { requestedContextSize } from "./checks/resolvedContextSize.ts";
import { NothingToRetryError } from "./errors/NothingToRetryError.ts";
import { RunModelUnavailableError } from "./errors/RunModelUnavailableError.ts";
import { RunNotExecutingError } from "./errors/RunNotExecutingError.ts";
import { RunNotFoundError } from "./errors/RunNotFoundError.ts";
import { getStrategy, itemLabelOf } from "./strategies/index.ts";
import { filtersNamed, runFilterNames } from "./filters/methodFilters.ts";
import { importQas } from "../qaImport/importQas.ts";
import { IMPORTED_STRATEGY } from "../../contract/qaImport.ts";
import { ImportedRunNotResumableError } from "./errors/ImportedRunNotResumableError.ts";
import { parseStrategySettings } from "./strategies/parseSettings.ts";
import { ActiveRuns, type RunControls } from "./ActiveRuns.ts";
import { adaptEngine } from "./adaptEngine.ts";
import { exportDownloadName, exportPreview } from "./exportText.ts";
import { executeRun } from "./jobs/executeRun.ts";
import { runSnapshot } from "./jobs/runSnapshot.ts";
import { startRun } from "./jobs/startRun.ts";
import { noteRunFiltersWithoutJudge } from "./judge/runFilterStage.ts";
import { runJudgeModel } from "./judge/runJudgeModel.ts";
import { resolveRunModel, type RunModel } from "./resolveRunModel.ts";
import { createTextEmbedder } from "../llm/embeddings/createTextEmbedder.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { describeStrategies } from "./strategies/describeStrategies.ts";
import { keyQas } from "./summary/keyQas.ts";
import { getPaperGraph } from "../db/repositories/paperGraphs.ts";
import { getPaperSynthesis } from "../db/repositories/paperSyntheses.ts";
import { runPapers } from "../db/repositories/runPapers.ts";
import type { JudgeThresholds } from "../../contract/judge.ts";
import { createJudging } from "./judge/createJudging.ts";
import { RemoteModel } from "../llm/remote/RemoteModel.ts";
import { isRemoteModelRef } from "../../contract/remoteModels.ts";
import { ModelMemoryBudgetError } from "../llm/errors/ModelMemoryBudgetError.ts";
import { describeModelFailure } from "../llm/models/modelFailure.ts";
import { CorruptGgufError } from "../llm/errors/CorruptGgufError.ts";
import { LlamaAbortError } from "../llm/errors/LlamaAbortError.ts";

export interface PipelineServiceOptions {
  db: () => LibraryDatabase;
  runtime: () => Promise<LlamaRuntime>;
  /** The owner of every loaded model: a run holds a generator lease while it executes. */
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** Runs exports off the calling thread. */
  exports: ExportRunner;
  /** The current reviewer, whose queue an export query's `queue` means (as in Review). */
  reviewer: () => string;
  /** Where "run.progress", "runs.changed" and "run.error" go. Defaults to nowhere. */
  emit?: Emit;
  /** The user's minimum judge score per criterion, read when a judgement is stored. Defaults to 2 each. */
  judgeThresholds?: () => JudgeThresholds;
  /** Where problems nobody awaits go (a failure that could not be stored). Defaults to a no-op. */
  log?: (message: string) => void;
}

/** The service plus what only the core needs. */
export interface PipelineServiceHandle extends PipelineService {
  /** Run ids executing in this process. */
  executing(): number[];
  /** Pauses the runs executing here (leaving them resumable) and frees the run form's tokenizers. */
  dispose(): Promise<void>;
}

/** Recorded beside the requested engine settings once the generator exists: the context it really got. */
const CONTEXT_USED_KEY = "contextSizeUsed";
/** The engine settings a run was stored with (contract/engineSettings.ts), defaults filled in. */
function engineOf(run: RunRow): EngineSettings & { contextSizeUsed?: number } {
  return readEngineSettings<{ contextSizeUsed: number }>(run.engine);
}

/** A per-role model of a request, left out when there is none. */
function optionalModel<K extends "judgeModel" | "embedderModel">(key: K, model: string | number | null | undefined): Partial<Record<K, string>> {
  return model === null || model === undefined ? {} : ({ [key]: String(model) } as Partial<Record<K, string>>);
}

function summarize(db: LibraryDatabase, run: RunRow): RunSummary {
  const qas = countRunQas(db, run.id);
  const items = countWorkItems(db, run.id);
  const used = engineOf(run).contextSizeUsed;
  return {
    id: run.id,
    strategy: run.strategy,
    promptVersion: run.promptVersion,
    status: run.status,
    model: { name: run.modelName, sha256: run.modelSha256, quantization: run.modelQuantization },
    seed: run.seed,
    settings: run.settings,
    engine: run.engine,
    papers: run.paperIds.length,
    items,
    qas,
    tokens: { prompt: run.promptTokens, evaluated: run.evaluatedTokens, generated: run.generatedTokens },
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    error: run.error,
    outcome: runOutcome(run.status, { failed: items.failed, qas: qas.total }),
    retryOf: run.retryOf,
    retriedBy: listRetriesOf(db, run.id),
    contextSizeUsed: typeof used === "number" ? used : null,
    modelId: run.modelId,
    judgeModelId: run.judgeModelId,
    embedderModelId: run.embedderModelId,
  };
}

/** A failed or empty item as the run view and `runs <id>` name it. */
function labelItem(run: RunRow, item: { kind: string; scope: Record<string, unknown> }): string {
  try {
    return itemLabelOf(run.strategy, item);
  } catch {
    return item.kind;
  }
}

/**
 * Generation runs as a service: start (plan everything, then execute), resume after a crash or
 * pause, inspect, retry failed items, summarise a paper's key QAs and export. An executing run
 * holds a generator lease on the model host; its context stays with the loaded model after the
 * run, so a resume reuses it (and the paper prefixes its sequences hold).
 */
export function createPipelineService(options: PipelineServiceOptions): PipelineServiceHandle {
  const emit: Emit = options.emit ?? (() => undefined);
  const log = options.log ?? (() => undefined);
  const active = new ActiveRuns();
  const changed = (runId: number) => emit({ type: "runs.changed", runId });
  const judging = createJudging({ db: options.db, host: options.host, models: options.models, emit, ...(options.judgeThresholds ? { thresholds: options.judgeThresholds } : {}) });

  /** A snapshot for a run that stopped without executeRun's own final progress (an error before or around it). */
  const snapshot = (runId: number, status: RunProgressView["status"], lastError: RunProgressView["lastError"]): RunProgressView =>
    runSnapshot(options.db(), runId, status, { lastError });

  /** Stores an error that stopped a run (unless executeRun already did) and tells every window. */
  const recordFailure = (runId: number, error: unknown) => {
    // A model that cannot be used is said in plain words (which server, what it did), under the error's own name.
    const failure = describeModelFailure(error);
    const info = failure ? { name: toErrorInfo(error).name, message: failure.reason } : toErrorInfo(error);
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
    // A generator that cannot be loaded (its server down, its file broken) is marked where models are listed.
    const noted = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        options.models.noteFailure(model.id, error);
        throw error;
      }
    };
    const lease = await noted(() => options.host.acquire("generator", model.file, { holder: { kind: "run", runId }, action: "start a run on another model", signal: controls.cancel.signal }));
    let embedder: TextEmbedder | null = null;
    let scoring: Awaited<ReturnType<typeof openScorer>> = null;
    try {
      // One more sequence than lanes when answers are scored, so scoring never evicts a paper.
      const sessionSettings = { sequences: engine.lanes + (engine.perplexityShift ? 1 : 0), contextSize: requestedContextSize(engine.contextSize, model.contextLength) };
      const session = await noted(() => lease.session(sessionSettings));
      options.models.noteOk(model.id);
      // The run shows the context the model really got ("auto", or a request above what it was trained for, resolve to less).
      recordRunEngineFact(options.db(), runId, CONTEXT_USED_KEY, session.contextSize);
      // A remote model's provenance: the name its servers know, where they are and what they report of the weights.
      if (lease.model instanceof RemoteModel) recordRunEngineFact(options.db(), runId, "remoteModel", { ...lease.model.facts });
      const run = getRun(options.db(), runId)!;
      const identity = { name: model.name, sha256: model.sha256, quantization: model.quantization };
      const port = adaptEngine(session, await lease.model.tokenCounter(), { model: identity, temperature: engine.temperature, seed: run.seed, lanes: engine.lanes });
      // The run's embedding model (an embedding lease beside the generator), or word vectors when it names none.
      const embeddingModel = run.embedderModelId === null ? null : (await resolveRunModel(options.db(), options.models, run.embedderModelId)).file;
      embedder = await createTextEmbedder(options.host, { embeddingModel, signal: controls.cancel.signal });
      // Without a judge the strategy's run-level filters cannot run; the run says so rather than passing in silence.
      if (run.judgeModelId === null) noteRunFiltersWithoutJudge(options.db(), runId, run.strategy);
      // Scoring and the judge stage share one resolution of the run's judge.
      const judgeOfRun = runJudgeModel(options.db(), options.models, run.judgeModelId);
      scoring = engine.perplexityShift ? await openScorer(runId, judgeOfRun, model.file, port, engine, controls.cancel.signal) : null;
      // A backend without log-probabilities (most remote servers but vLLM) cannot score: the run says so instead of passing answers unscored in silence.
      if (engine.perplexityShift && !scoring) recordRunEngineFact(options.db(), runId, "dsePerScorerNote", `${model.name} gives no log-probabilities on its backend (its server returns no prompt log-probabilities), so the perplexity-shift filter did not run`);
      return await executeRun(options.db(), runId, port, {
        embedder,
        filters: filtersNamed(engine.filters),
        scorer: scoring?.scorer ?? null,
        dsePerThreshold: engine.dsePerThreshold,
        maxAttempts: engine.maxAttempts,
        signal: controls.cancel.signal,
        pause: controls.pause.signal,
        // With a judge model the run's accepted QAs are judged once generation is over (on by default).
        ...(run.judgeModelId !== null && {
          afterGeneration: async (signal: AbortSignal) =>
            judging.judgeRun({ runId, judge: (await judgeOfRun())!, generator: { lease, session: sessionSettings }, lanes: engine.lanes, contextSize: engine.contextSize, signal }),
        }),
        // The model is given back before the final state goes out, so whoever hears it may at once load another.
        onProgress: (p) => {
          if (p.status !== "running") lease.release();
          onProgress(p);
        },
        onStarted: () => changed(runId),
        // A server that stops answering mid-run stops the run with that reason (and marks the model).
        modelFailed: (error) => options.models.noteFailure(model.id, error),
      });
    } finally {
      await embedder?.dispose();
      scoring?.release();
      lease.release();
    }
  };

  /**
   * The model that scores answers by perplexity shift: the run's judge model when it names one
   * (a model other than the one that wrote the answer, as ScIRGen scores them), else the
   * generator. The judge is leased beside the generator with the session settings its judging
   * stage will ask for, so the stage reuses that context. When the judge cannot be loaded beside
   * the generator (memory) the generator scores, and the run records why.
   */
  const openScorer = async (runId: number, judgeOfRun: () => Promise<RunModel | null>, generatorFile: string, generator: ReturnType<typeof adaptEngine>, engine: EngineSettings, signal: AbortSignal) => {
    const own = generator.answerLogProbability ? { scorer: { answerLogProbability: generator.answerLogProbability, model: generator.model }, release: () => undefined } : null;
    const judge = await judgeOfRun();
    if (judge === null) return own;
    // The judge is the generator's own file: the loaded model's scoring sequence serves.
    if (path.resolve(judge.file) === path.resolve(generatorFile)) return own;
    let lease: Awaited<ReturnType<typeof options.host.acquire>>;
    try {
      lease = await options.host.acquire("judge", judge.file, { holder: { kind: "run", runId }, action: "score answers with the judge model", signal });
    } catch (error) {
      if (!(error instanceof ModelMemoryBudgetError)) throw error;
      recordRunEngineFact(options.db(), runId, "dsePerScorerNote", `the judge model ${judge.name} did not fit in memory beside the generator, so the generator scored the answers`);
      return own;
    }
    try {
      const session = await lease.session({ sequences: engine.lanes, contextSize: requestedContextSize(engine.contextSize, judge.contextLength) });
      const port = adaptEngine(session, await lease.model.tokenCounter(), { model: { name: judge.name, sha256: judge.sha256, quantization: judge.quantization }, lanes: engine.lanes });
      if (!port.answerLogProbability) {
        lease.release();
        recordRunEngineFact(options.db(), runId, "dsePerScorerNote", `the judge model ${judge.name} cannot score answers on its backend, so the generator scored them`);
        return own;
      }
      return { scorer: { answerLogProbability: port.answerLogProbability, model: port.model }, release: () => lease.release() };
    } catch (error) {
      lease.release();
      throw error;
    }
  };

  /**
   * Resolves the model and stores the whole plan; the run is reserved here before anything
   * awaits again. `retry` plans only the given items of another run's papers, linked to it.
   */
  const plan = async (request: GenerateRequest, retry?: { of: number; itemKeys: ReadonlySet<string> }) => {
    const db = options.db();
    const model = await resolveRunModel(db, options.models, request.model);
    options.host.assertGeneratorFree(model.file, "start a run on another model");
    // The method's own filters unless the request names others; dSePer is one of them.
    const filters = runFilterNames(getStrategy(request.strategy), request.filters, request.perplexityShift);
    const engine = EngineSettingsSchema.parse({ ...engineOptionsOf(request), perplexityShift: filters.includes("dseper"), filters });
    // Judge and embedder are only named here (their stages come later): resolved and hashed like the generator, not loaded.
    const judge = request.judgeModel === undefined ? null : await resolveRunModel(db, options.models, request.judgeModel);
    const embedder = request.embedderModel === undefined ? null : await resolveRunModel(db, options.models, request.embedderModel);
    const paperIds = request.paperIds ?? listPapers(db).map((p) => p.id).reverse();
    const planned = startRun(db, {
      strategy: request.strategy,
      paperIds,
      settings: request.settings ?? {},
      model: { id: model.id, name: model.name, sha256: model.sha256, quantization: model.quantization },
      judgeModelId: judge?.id ?? null,
      embedderModelId: embedder?.id ?? null,
      seed: request.seed ?? 1,
      engine: { ...engine },
      ...(retry ? { retryOf: retry.of, onlyItemKeys: retry.itemKeys } : {}),
    });
    const controls = active.reserve(planned.runId);
    changed(planned.runId);
    return { planned, model, engine, controls };
  };

  /** Checks that a run can be resumed now and reserves it. */
  const prepareResume = async (runId: number) => {
    const db = options.db();
    const run = getRun(db, runId);
    if (!run) throw new RunNotFoundError(runId);
    if (run.strategy === IMPORTED_STRATEGY.name) throw new ImportedRunNotResumableError(runId);
    if (run.modelId === null) throw new RunModelUnavailableError(runId, run.modelName, { removed: true });
    const model = await resolveRunModel(db, options.models, run.modelId);
    if (run.modelSha256 && model.sha256 && run.modelSha256 !== model.sha256) {
      throw new RunModelUnavailableError(runId, run.modelName, { removed: false, was: run.modelSha256, now: model.sha256 });
    }
    const engine = engineOf(run);
    options.host.assertGeneratorFree(model.file, "start a run on another model");
    const controls = active.reserve(runId);
    return { model, engine, controls };
  };

  /** Runs in the background: the failure is already stored and published by `execute`, so it is only swallowed here. */
  const inBackground = (execution: Promise<unknown>) => {
    execution.catch(() => undefined);
  };

  const control = (runId: number, action: "pause" | "cancel") => {
    const controls = active.get(runId);
    if (!controls) {
      if (!getRun(options.db(), runId)) throw new RunNotFoundError(runId);
      throw new RunNotExecutingError(runId, action);
    }
    return controls;
  };

  const runOrThrow = (runId: number): RunRow => {
    const run = getRun(options.db(), runId);
    if (!run) throw new RunNotFoundError(runId);
    return run;
  };

  // One tokenizer per model file (vocabulary only, no weights), for the run form's checks.
  const tokenizers = new Map<string, Promise<PromptTokenCounter>>();
  const tokenizerFor = (file: string): Promise<PromptTokenCounter> => {
    // A remote model's tokenizer is on its server; the run form's checks estimate.
    if (isRemoteModelRef(file)) return Promise.resolve(estimatedTokenCounter);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const key = `${path.resolve(file)}|${stat?.size}|${stat?.mtimeMs}`;
    let counter = tokenizers.get(key);
    if (!counter) {
      counter = (async () => {
        try {
          const runtime = await options.runtime();
          // Reading the tokenizer runs llama.cpp on the header: the file is tried apart first.
          await runtime.trial(file, "tokenizer");
          return await loadPromptTokenizer(runtime.llama, file);
        } catch (error) {
          // A file that cannot be used is the run form's blocker, not a reason to estimate.
          if (error instanceof CorruptGgufError || error instanceof LlamaAbortError) throw error;
          log(`The tokenizer of ${file} could not be loaded (${(error as Error).message}); the run form's token counts are estimates.`);
          return estimatedTokenCounter;
        }
      })();
      tokenizers.set(key, counter);
    }
    return counter;
  };

  /**
   * Reserves a retry of a run's failed items: in place when `changes` would make QAs the same
   * way (the same model, settings, seed, temperature, context and scoring; lanes and attempts
   * may change), else as a new run over just those items, linked to the original. `start`
   * executes it.
   */
  const prepareRetry = async (runId: number, changes: RetryChanges) => {
    const db = options.db();
    const run = runOrThrow(runId);
    // A run that failed before its items ended (its model could not be loaded or stopped
    // answering) retries the items it never ran as well as those that failed.
    const notRun = run.status === "failed" && !active.get(runId) ? listWorkItems(db, runId, "pending") : [];
    const failed = [...listWorkItems(db, runId, "failed"), ...notRun];
    if (failed.length === 0) throw new NothingToRetryError(runId);
    const { changed: makesOtherQas, settings, modelId, engine } = await retryPlan(run, changes);
    if (!makesOtherQas) {
      const { model, engine: resumed, controls } = await prepareResume(runId);
      if (changes.lanes !== undefined) recordRunEngineFact(db, runId, "lanes", (resumed.lanes = changes.lanes));
      if (changes.maxAttempts !== undefined) recordRunEngineFact(db, runId, "maxAttempts", (resumed.maxAttempts = changes.maxAttempts));
      const items = retryFailedItems(db, runId) + notRun.length;
      changed(runId);
      return { runId, items, inPlace: true, start: (hooks: RunHooks) => execute(runId, model, resumed, controls, hooks) };
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
    const { planned, model, engine: newEngine, controls } = await plan(request, { of: runId, itemKeys: new Set(failed.map((item) => item.itemKey)) });
    // Those items are the new run's now: a resume of this one must not run them a second time.
    if (notRun.length > 0) cancelPendingItems(db, runId);
    changed(runId);
    return { runId: planned.runId, items: planned.items, inPlace: false, start: (hooks: RunHooks) => execute(planned.runId, model, newEngine, controls, hooks) };
  };

  /** Whether a retry with `changes` would make QAs differently from the run (then it must be a run of its own). */
  const retryPlan = async (run: RunRow, changes: RetryChanges) => {
    const engine = engineOf(run);
    const stored = run.settings;
    const strategy = getStrategy(run.strategy);
    const settings = parseStrategySettings(strategy, { ...stored, ...changes.settings });
    const modelId = changes.model === undefined ? run.modelId : (await resolveRunModel(options.db(), options.models, changes.model)).id;
    const differs = (key: keyof EngineSettings) => changes[key] !== undefined && changes[key] !== engine[key];
    const changed =
      modelId !== run.modelId ||
      JSON.stringify(settings) !== JSON.stringify(parseStrategySettings(strategy, stored)) ||
      (changes.seed !== undefined && changes.seed !== run.seed) ||
      differs("temperature") ||
      differs("contextSize") ||
      differs("perplexityShift") ||
      differs("dsePerThreshold") ||
      (changes.filters !== undefined && JSON.stringify(runFilterNames(strategy, changes.filters)) !== JSON.stringify(engine.filters ?? null));
    return { changed, settings, modelId, engine };
  };

  return {
    executing: () => active.ids(),
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
      control(runId, "pause").pause.abort(new Error("paused by the user"));
    },
    async cancel(runId: number) {
      control(runId, "cancel").cancel.abort(new Error("cancelled by the user"));
    },
    async listRuns() {
      const db = options.db();
      return listRuns(db).map((run) => summarize(db, run));
    },
    async getRun(runId: number) {
      return summarize(options.db(), runOrThrow(runId));
    },
    async failedItems(runId: number) {
      const run = runOrThrow(runId);
      return listEmptyWorkItems(options.db(), runId)
        .filter((item) => item.status === "failed")
        .map((item) => ({ id: item.id, paperId: item.paperId, itemKey: item.itemKey, attempts: item.attempts, error: item.error, paperName: item.paperName, label: labelItem(run, item) }));
    },
    async emptyItems(runId: number): Promise<EmptyItem[]> {
      const run = runOrThrow(runId);
      return listEmptyWorkItems(options.db(), runId).map((item) => ({
        id: item.id,
        paperId: item.paperId,
        paperName: item.paperName,
        label: labelItem(run, item),
        itemKey: item.itemKey,
        status: item.status === "failed" ? "failed" : "done",
        attempts: item.attempts,
        reason: item.reason,
        error: item.status === "failed" ? item.error : null,
        generatedTokens: item.generatedTokens,
      }));
    },
    async checkRun(request) {
      return checkRun(options.db(), request, {
        tokenizer: tokenizerFor,
        availability: (modelId) => options.models.availabilityOf(modelId),
        describeFile: async (file) => {
          const { metadata } = await readGgufMetadata(file);
          return { name: path.basename(file, path.extname(file)), file: metadata.file, contextLength: metadata.contextLength, hasChatTemplate: metadata.hasChatTemplate, role: metadata.suggestedRole };
        },
      });
    },
    async retryRun(runId: number, changes: RetryChanges = {}): Promise<RetryResult> {
      const { start, ...result } = await prepareRetry(runId, changes);
      inBackground(start({}));
      return result;
    },
    async retry(runId: number, changes: RetryChanges = {}, hooks: RunHooks = {}) {
      const { start, ...result } = await prepareRetry(runId, changes);
      const execution = start(hooks);
      try {
        hooks.onPlanned?.({ runId: result.runId, items: result.items });
      } catch (error) {
        // The retry is under way and stored; it goes on without this caller.
        inBackground(execution);
        throw error;
      }
      return execution;
    },
    async retryFailed(runId: number) {
      const retried = retryFailedItems(options.db(), runId);
      if (retried > 0) changed(runId);
      return retried;
    },
    async evaluate(request, hooks) {
      return judging.evaluate(request, hooks);
    },
    async evaluatePreview(request) {
      return judging.evaluatePreview(request);
    },
    async runPapers(runId: number) {
      runOrThrow(runId);
      return runPapers(options.db(), runId);
    },
    async paperGraph(paperId: number, runId?: number) {
      return getPaperGraph(options.db(), paperId, runId);
    },
    async paperSynthesis(paperId: number, runId?: number) {
      return getPaperSynthesis(options.db(), paperId, runId);
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
        qualityRestsOn: k.qualityRestsOn,
        section: k.section,
        why: k.why,
        scores: k.scores.map(({ metric, value, verdict, reason }) => ({ metric, value, verdict, reason })),
        evidence: k.qa.evidence.map((e) => ({ text: e.text, page: e.page, paragraphId: e.passageId, start: e.start, end: e.end })),
      }));
    },
    async exportDataset(request, hooks) {
      requireSearchLength(request.query?.search);
      // The worker opens the library read-only, so it must exist and be migrated first.
      options.db();
      return options.exports.toFile({ out: request.out, format: request.format, selection: { query: request.query ?? {}, reviewer: options.reviewer() }, options: request.options }, hooks);
    },
    async countExport(query = {}) {
      requireSearchLength(query.search);
      return countQaRecords(options.db(), options.reviewer(), query);
    },
    async strategies() {
      return describeStrategies();
    },
    async exportPreview(request) {
      requireSearchLength(request.query?.search);
      return exportPreview(options.db(), options.reviewer(), request);
    },
    async exportContent(request) {
      requireSearchLength(request.query?.search);
      options.db();
      const { text, records, duplicatesRemoved, omitted } = await options.exports.toText({ format: request.format, selection: { query: request.query ?? {}, reviewer: options.reviewer() }, options: request.options });
      return { fileName: exportDownloadName(request.format), text, records, duplicatesRemoved, omitted };
    },
    async importQas(request, hooks = {}) {
      const db = options.db();
      const result = await importQas(
        request,
        {
          db,
          embedder: async () =>
            createTextEmbedder(options.host, { embeddingModel: request.embedderModel === undefined ? null : (await resolveRunModel(db, options.models, request.embedderModel)).file, ...(hooks.signal ? { signal: hooks.signal } : {}) }),
          modelId: async (ref) => (await resolveRunModel(db, options.models, ref)).id,
          judge: async (runId, judgeModel, signal) => (await judging.evaluate({ runId, judgeModel }, signal ? { signal } : {})).done,
        },
        hooks.signal,
      );
      changed(result.runId);
      return result;
    },
    async dispose() {
      // Paused rather than cancelled: closing the app must leave every run resumable.
      active.pauseAll(new Error("the app is closing"));
      const counters = [...tokenizers.values()];
      tokenizers.clear();
      for (const counter of counters) await counter.then((c) => c.dispose()).catch(() => undefined);
    },
  };
}
