import type { LlmService } from "../../contract/services.ts";
import type { Emit } from "../events/EventHub.ts";
import type { LoadedModel } from "./engine/LoadedModel.ts";
import { generateTest, type ModelLookup } from "./generateTest.ts";
import type { ModelHost } from "./host/ModelHost.ts";
import { InteractiveModel } from "./InteractiveModel.ts";
import type { RegisteredModel } from "./models/ModelsServiceHandle.ts";
import type { LlamaRuntime } from "./runtime/LlamaRuntime.ts";

export interface LlmServiceOptions {
  /** llama.cpp, started on first use. */
  runtime: () => Promise<LlamaRuntime>;
  /** The owner of every loaded model. */
  host: ModelHost<LoadedModel>;
  /** The file of a registered model, by id as text (`generate-test --model 3`). Defaults to paths only. */
  lookup?: ModelLookup;
  /** A registered model's file and name, for loading by id. Defaults to none (loadModel then finds nothing). */
  registered?: (id: number) => RegisteredModel | undefined;
  /** Where "model.load" goes. Defaults to nowhere. */
  emit?: Emit;
}

/** The model engine as a contract service; `runtime` starts llama.cpp on first use. */
export function createLlmService(options: LlmServiceOptions): LlmService {
  const interactive = new InteractiveModel({
    host: options.host,
    registered: options.registered ?? (() => undefined),
    emit: options.emit ?? (() => undefined),
  });
  return {
    runtimeInfo: async () => (await options.runtime()).info(),
    async generateTest(request) {
      const runtime = await options.runtime();
      // A quick check shares the model loaded in the Models view, and may not replace a run's model.
      const lease = (file: string) => options.host.acquire("generator", file, { holder: { kind: "check" }, action: "check another model" });
      return generateTest(runtime.backend, request, options.lookup, lease);
    },
    loadModel: (request) => interactive.load(request),
    unloadModel: () => interactive.unload(),
    loadState: async () => interactive.state,
  };
}
