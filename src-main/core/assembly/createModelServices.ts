import type { ApiKeySource } from "../../contract/apiKeys.ts";
import { isRemoteModelRef } from "../../contract/remoteModels.ts";
import type { LlmService } from "../../contract/services.ts";
import type { Emit } from "../events/EventHub.ts";
import { createLlmService } from "../llm/createLlmService.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import { createModelsService } from "../llm/models/createModelsService.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import { currentHardware } from "../llm/models/currentHardware.ts";
import type { LibraryHandle } from "./openLibrary.ts";
import type { ModelRuntime } from "./startModelRuntime.ts";

export interface ModelServicesOptions {
  dataDir: string;
  library: LibraryHandle;
  runtime: ModelRuntime;
  modelHost: ModelHost<LoadedModel>;
  apiKeys: ApiKeySource;
  emit: Emit;
  log?: (message: string) => void;
}

/** A model file the llama.cpp-only parts may use: undefined for a remote model's reference. */
function localOnly(file: string | undefined): string | undefined {
  return file && !isRemoteModelRef(file) ? file : undefined;
}

/** The `models` service (the registry of model files and servers) and the `llm` service (the Models view's model, quick checks). */
export function createModelServices(options: ModelServicesOptions): { models: ModelsServiceHandle; llm: LlmService } {
  const { runtime } = options;
  const models = createModelsService({
    db: options.library.db,
    dataDir: options.dataDir,
    log: options.log,
    hardware: () => currentHardware(runtime.current()),
    emit: options.emit,
    apiKeys: options.apiKeys,
    // The estimate runs on the running llama.cpp when there is one, else on a CPU-only one: tried alike.
    tryEstimate: async (file) => {
      const running = await runtime.current()?.catch(() => undefined);
      if (running) await running.trial(file, "estimate");
      else await runtime.trials.ensure({ file, use: "estimate", backend: "cpu", gpuLayers: "auto" });
    },
  });
  const llm = createLlmService({
    runtime: runtime.start,
    host: options.modelHost,
    lookup: (id) => localOnly(models.lookupFile(id)),
    registered: (id) => {
      const found = models.registered(id);
      return found && localOnly(found.file) ? found : undefined;
    },
    emit: options.emit,
  });
  return { models, llm: markLoadOutcomes(llm, models) };
}

/** A model the Models view could not load is marked where models are listed, as a run's would be. */
function markLoadOutcomes(llm: LlmService, models: ModelsServiceHandle): LlmService {
  return {
    ...llm,
    async loadModel(request) {
      try {
        const state = await llm.loadModel(request);
        if (state.status === "loaded" && state.modelId === request.modelId) models.noteOk(request.modelId);
        return state;
      } catch (error) {
        models.noteFailure(request.modelId, error);
        throw error;
      }
    },
  };
}
