import path from "node:path";
import type { BackendModel } from "../../contract/modelHost.ts";
import type { RunProgressView } from "../../contract/runProgress.ts";
import { registryIdOf } from "../../contract/pathArgs.ts";
import { IMPORTED_STRATEGY } from "../../contract/qaImport.ts";
import { isRemoteModelRef } from "../../contract/remoteModels.ts";
import type { ImportQasHooks, QaImportService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getModel } from "../db/repositories/models.ts";
import { getRun } from "../db/repositories/runs.ts";
import type { Emit } from "../events/EventHub.ts";
import { createTextEmbedder } from "../llm/embeddings/createTextEmbedder.ts";
import { ModelNotFoundError } from "../llm/errors/ModelNotFoundError.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import type { ActiveRuns } from "../pipeline/ActiveRuns.ts";
import type { Judging } from "../pipeline/judge/createJudging.ts";
import { runSnapshot } from "../pipeline/jobs/runSnapshot.ts";
import { resolveRunModel } from "../pipeline/resolveRunModel.ts";
import { continueImport, prepareContinue } from "./continueImport.ts";
import { executeImport } from "./executeImport.ts";
import type { ImportModels, QaImportContext } from "./importContext.ts";
import { importQas } from "./importQas.ts";
import { QA_IMPORT_LIMITS, type QaImportLimits } from "./qaImportLimits.ts";

/** The `qaImport` service: QA datasets made elsewhere, stored as imported runs; resumed through the `runs` service's `resume`. */
export interface QaImportServiceHandle extends QaImportService {
  /** Whether the run is an imported one (the runs service's `resume` and `resumeRun` send it here). */
  isImported(runId: number): boolean;
  /** Goes on with an imported run that stopped, to its end. */
  resume(runId: number, hooks?: ImportQasHooks): Promise<RunProgressView>;
  /** The same, in the background: returns once it has begun (its failure is stored on the run). */
  resumeRun(runId: number): Promise<void>;
}

export interface QaImportServiceOptions {
  db: () => LibraryDatabase;
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** Grades the imported run when the request names a judge model. */
  judging: Judging;
  /** The runs executing in this process, shared with generated runs (pause, cancel, one execution at a time). */
  active: ActiveRuns;
  /** Where "runs.changed", "run.progress" and "run.error" go. Defaults to nowhere. */
  emit?: Emit;
  /** What an import reads. Defaults to QA_IMPORT_LIMITS. */
  limits?: QaImportLimits;
}

/**
 * The file of a model reference, without registering it: a registry id's file, a GGUF path as
 * given; null for a remote model's reference (nothing of it is loaded here to try).
 */
function modelFileOf(db: LibraryDatabase, ref: string): string | null {
  const id = registryIdOf(ref);
  if (id !== null) {
    const row = getModel(db, id);
    if (!row) throw new ModelNotFoundError(id);
    return isRemoteModelRef(row.filePath) ? null : row.filePath;
  }
  return isRemoteModelRef(ref) ? null : path.resolve(ref);
}

export function createQaImportService(options: QaImportServiceOptions): QaImportServiceHandle {
  const models = (db: LibraryDatabase): ImportModels => ({
    async checkJudge(ref, signal) {
      const file = modelFileOf(db, ref) ?? (await resolveRunModel(db, options.models, ref)).file;
      // Loading it is what tries it: llama.cpp is tried on the file in a separate process first (ModelTrials).
      const lease = await options.host.acquire("judge", file, { holder: { kind: "check" }, action: "check the judge model", ...(signal ? { signal } : {}) });
      lease.release();
    },
    async embedder(ref, signal) {
      const file = ref === null ? null : (modelFileOf(db, ref) ?? (await resolveRunModel(db, options.models, ref)).file);
      return createTextEmbedder(options.host, { embeddingModel: file, ...(signal ? { signal } : {}) });
    },
    modelId: async (ref) => (await resolveRunModel(db, options.models, ref)).id,
    judge: async (runId, ref, signal) => (await options.judging.evaluate({ runId, judgeModel: ref }, signal ? { signal } : {})).done,
  });
  const context = (): QaImportContext => {
    const db = options.db();
    return { db: () => db, active: options.active, emit: options.emit ?? (() => undefined), models: models(db), limits: options.limits ?? QA_IMPORT_LIMITS };
  };
  const resume = async (runId: number, hooks: ImportQasHooks = {}) => {
    const ctx = context();
    const result = await continueImport(ctx, runId, hooks);
    const run = getRun(ctx.db(), runId)!;
    return runSnapshot(ctx.db(), runId, result.status, { lastError: run.error });
  };
  return {
    importQas: (request, hooks = {}) => importQas(context(), request, hooks),
    isImported: (runId) => getRun(options.db(), runId)?.strategy === IMPORTED_STRATEGY.name,
    resume,
    async resumeRun(runId) {
      const ctx = context();
      const { controls, embedder } = await prepareContinue(ctx, runId);
      // Its end (or failure) is stored on the run and published as events.
      executeImport(ctx, runId, controls, embedder, {}, false).catch(() => undefined);
    },
  };
}
