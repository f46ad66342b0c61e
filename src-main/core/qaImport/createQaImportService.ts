import type { BackendModel } from "../../contract/modelHost.ts";
import type { PipelineService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { Emit } from "../events/EventHub.ts";
import { createTextEmbedder } from "../llm/embeddings/createTextEmbedder.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/createModelsService.ts";
import type { Judging } from "../pipeline/judge/createJudging.ts";
import { resolveRunModel } from "../pipeline/resolveRunModel.ts";
import { importQas } from "./importQas.ts";

/** QA datasets made elsewhere, stored as imported runs. */
export type QaImportService = Pick<PipelineService, "importQas">;

export interface QaImportServiceOptions {
  db: () => LibraryDatabase;
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** Grades the imported run when the request names a judge model. */
  judging: Judging;
  /** Where "runs.changed" goes once the imported run is stored. Defaults to nowhere. */
  emit?: Emit;
}

export function createQaImportService(options: QaImportServiceOptions): QaImportService {
  return {
    async importQas(request, hooks = {}) {
      const db = options.db();
      const result = await importQas(
        request,
        {
          db,
          embedder: async () =>
            createTextEmbedder(options.host, { embeddingModel: request.embedderModel === undefined ? null : (await resolveRunModel(db, options.models, request.embedderModel)).file, ...(hooks.signal ? { signal: hooks.signal } : {}) }),
          modelId: async (ref) => (await resolveRunModel(db, options.models, ref)).id,
          judge: async (runId, judgeModel, signal) => (await options.judging.evaluate({ runId, judgeModel }, signal ? { signal } : {})).done,
        },
        hooks.signal,
      );
      options.emit?.({ type: "runs.changed", runId: result.runId });
      return result;
    },
  };
}
