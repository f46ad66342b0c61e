import type { GenerateRequest, KeyQaView, RunProgressView, RunSummary } from "../../contract/pipeline.ts";
import type { PipelineService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPapers } from "../db/repositories/papers.ts";
import { getRun, listRuns, type RunRow } from "../db/repositories/runs.ts";
import { countWorkItems, listWorkItems, retryFailedItems } from "../db/repositories/workItems.ts";
import { prepared } from "../db/statements.ts";
import { countQaRecords } from "../export/selectQaRecords.ts";
import { writeExport } from "../export/writeExport.ts";
import type { Generator } from "../llm/engine/Generator.ts";
import type { ModelsServiceHandle } from "../llm/models/createModelsService.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { adaptEngine } from "./adaptEngine.ts";
import { executeRun } from "./jobs/executeRun.ts";
import { startRun } from "./jobs/startRun.ts";
import { resolveRunModel, type RunModel } from "./resolveRunModel.ts";
import { keyQas } from "./summary/keyQas.ts";

export interface PipelineServiceOptions {
  db: () => LibraryDatabase;
  runtime: () => Promise<LlamaRuntime>;
  models: ModelsServiceHandle;
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
export function createPipelineService(options: PipelineServiceOptions): PipelineService & { dispose(): Promise<void> } {
  const generators = new Map<string, Promise<Generator>>();
  const generatorFor = (model: RunModel, engine: EngineSettings): Promise<Generator> => {
    const contextSize = engine.contextSize === "auto" ? "auto" : Math.min(engine.contextSize, model.contextLength ?? engine.contextSize);
    const key = `${model.file}|${engine.lanes}|${engine.perplexityShift}|${contextSize}`;
    let generator = generators.get(key);
    if (!generator) {
      generator = (async () => {
        const loaded = await (await options.runtime()).loadModel({ file: model.file });
        // One more sequence than lanes when answers are scored, so scoring never evicts a paper.
        return loaded.createGenerator({ sequences: engine.lanes + (engine.perplexityShift ? 1 : 0), contextSize });
      })();
      generator.catch(() => generators.delete(key));
      generators.set(key, generator);
    }
    return generator;
  };

  // Runs executing in this process, so pause() and cancel() can reach them.
  const active = new Map<number, { pause: AbortController; cancel: AbortController }>();

  const execute = async (runId: number, model: RunModel, engine: EngineSettings, onProgress?: (p: RunProgressView) => void, signal?: AbortSignal) => {
    const controls = { pause: new AbortController(), cancel: new AbortController() };
    const onOuterAbort = () => controls.cancel.abort(signal?.reason);
    signal?.addEventListener("abort", onOuterAbort, { once: true });
    active.set(runId, controls);
    try {
      return await executeWith(runId, model, engine, controls, onProgress);
    } finally {
      active.delete(runId);
      signal?.removeEventListener("abort", onOuterAbort);
    }
  };

  const executeWith = async (runId: number, model: RunModel, engine: EngineSettings, controls: { pause: AbortController; cancel: AbortController }, onProgress?: (p: RunProgressView) => void) => {
    const generator = await generatorFor(model, engine);
    const run = getRun(options.db(), runId)!;
    const port = adaptEngine(generator, { model: { name: model.name, sha256: model.sha256, quantization: model.quantization }, temperature: engine.temperature, seed: run.seed, lanes: engine.lanes });
    return executeRun(options.db(), runId, port, {
      scorer: engine.perplexityShift ? port : null,
      dsePerThreshold: engine.dsePerThreshold,
      maxAttempts: engine.maxAttempts,
      signal: controls.cancel.signal,
      pause: controls.pause.signal,
      ...(onProgress ? { onProgress } : {}),
    });
  };

  const control = (runId: number) => {
    const controls = active.get(runId);
    if (!controls) throw new RangeError(`Run ${runId} is not running in this process; "distillate runs ${runId}" shows its state and "resume" continues it.`);
    return controls;
  };

  return {
    async generate(request: GenerateRequest, hooks: { onProgress?: (p: RunProgressView) => void; onPlanned?: (run: { runId: number; items: number }) => void; signal?: AbortSignal } = {}) {
      const db = options.db();
      const model = await resolveRunModel(db, options.models, request.model);
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
      hooks.onPlanned?.(planned);
      return execute(planned.runId, model, engine, hooks.onProgress, hooks.signal);
    },
    async resume(runId: number, hooks: { onProgress?: (p: RunProgressView) => void; signal?: AbortSignal } = {}) {
      const db = options.db();
      const run = getRun(db, runId);
      if (!run) throw new RangeError(`There is no run ${runId}. "distillate runs" lists them.`);
      if (run.modelId === null) throw new RangeError(`Run ${runId}'s model was removed from the registry; add it again to resume.`);
      const model = await resolveRunModel(db, options.models, String(run.modelId));
      if (run.modelSha256 && model.sha256 && run.modelSha256 !== model.sha256) {
        throw new RangeError(`The file of run ${runId}'s model has changed since the run started (sha256 ${run.modelSha256.slice(0, 12)}… is now ${model.sha256.slice(0, 12)}…); resuming would mix two models in one dataset.`);
      }
      const engine = { ...DEFAULT_ENGINE, ...((run.settings[ENGINE_KEY] ?? {}) as Partial<EngineSettings>) };
      return execute(runId, model, engine, hooks.onProgress, hooks.signal);
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
      return retryFailedItems(options.db(), runId);
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
    async dispose() {
      for (const generator of generators.values()) await generator.then((g) => g.dispose()).catch(() => undefined);
      generators.clear();
    },
  };
}
