import type { ApiKeySource } from "../../contract/apiKeys.ts";
import type { ModelBackend } from "../../contract/modelHost.ts";
import { isRemoteModelRef } from "../../contract/remoteModels.ts";
import { findModelByPath } from "../db/repositories/models.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import { LlamaBackend } from "../llm/host/LlamaBackend.ts";
import { ModelHost } from "../llm/host/ModelHost.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { RemoteBackend } from "../llm/remote/RemoteBackend.ts";
import type { RemoteHttpSettings } from "../llm/remote/remoteHttpOptions.ts";
import { readRemoteConfig } from "../llm/remote/remoteModelEntry.ts";
import type { LibraryHandle } from "./openLibrary.ts";
import type { ModelRuntime } from "./startModelRuntime.ts";

export interface CreateModelHostOptions {
  library: LibraryHandle;
  runtime: ModelRuntime;
  /** Where remote models' API keys are found (already defaulted by the caller). */
  apiKeys: ApiKeySource;
  remoteHttp?: RemoteHttpSettings;
  log?: (message: string) => void;
}

/**
 * The one owner of every loaded model: a local file loads on llama.cpp, a remote model's
 * reference on its server (RemoteBackend), whose settings are read from the library's models.
 */
export function createModelHost(options: CreateModelHostOptions): ModelHost<LoadedModel> {
  const remote = new RemoteBackend({
    resolve: (file) => {
      const row = findModelByPath(options.library.db(), file);
      return row ? readRemoteConfig(row.metadata) : null;
    },
    keys: options.apiKeys,
    // Retries go to the log (the reasons are already free of keys), so a flaky server shows.
    http: { onRetry: (r) => options.log?.(`A model server request (${r.path}) is retried in ${Math.round(r.waitMs)} ms after attempt ${r.attempt}: ${r.reason}`), ...options.remoteHttp },
  });
  // One backend per runtime start: the host asks for it on each load, so a restarted runtime is picked up.
  let backend: { runtime: Promise<LlamaRuntime>; value: Promise<LlamaBackend> } | undefined;
  return new ModelHost<LoadedModel>({
    backend: (file) => {
      // The cast: only runs (the pipeline, typed for any backend model) lease remote models; the
      // Models view and quick checks, written for llama.cpp, never see a remote reference (their
      // lookups hide remote entries: createModelServices.ts).
      if (isRemoteModelRef(file)) return Promise.resolve(remote as unknown as ModelBackend<LoadedModel>);
      const current = options.runtime.start();
      if (backend?.runtime !== current) backend = { runtime: current, value: current.then((r) => new LlamaBackend(r)) };
      return backend.value;
    },
  });
}
