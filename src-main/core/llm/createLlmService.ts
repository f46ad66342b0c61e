import type { LlmService } from "../../contract/services.ts";
import type { Emit } from "../events/EventHub.ts";
import type { LoadedModel } from "./engine/LoadedModel.ts";
import { generateTest, type ModelLookup } from "./generateTest.ts";
import { InteractiveModel, type RegisteredModel } from "./InteractiveModel.ts";
import type { LlamaRuntime } from "./runtime/LlamaRuntime.ts";

export interface LlmServiceOptions {
  /** llama.cpp, started on first use. */
  runtime: () => Promise<LlamaRuntime>;
  /** The file of a registered model, by id as text (`generate-test --model 3`). Defaults to paths only. */
  lookup?: ModelLookup;
  /** A registered model's file and name, for loading by id. Defaults to none (loadModel then finds nothing). */
  registered?: (id: number) => RegisteredModel | undefined;
  /** Runs generating now with this model file (their model must not be swapped out). Defaults to none. */
  runsUsing?: (file: string) => number[];
  /** The model files runs are generating with now. Defaults to none. */
  filesInUse?: () => string[];
  /** Where "model.load" goes. Defaults to nowhere. */
  emit?: Emit;
}

/** The contract service plus what only the core needs. */
export interface LlmServiceHandle extends LlmService {
  /** The model loaded in the Models view when it is this file (waiting for a load under way); else undefined. */
  loadedModel(file: string): Promise<LoadedModel | undefined>;
  /** True while a model is loading or loaded for interactive use. */
  holdsModel(): boolean;
}

/** The model engine as a contract service; `runtime` starts llama.cpp on first use. */
export function createLlmService(options: LlmServiceOptions): LlmServiceHandle {
  const interactive = new InteractiveModel({
    runtime: options.runtime,
    registered: options.registered ?? (() => undefined),
    runsUsing: options.runsUsing ?? (() => []),
    filesInUse: options.filesInUse ?? (() => []),
    emit: options.emit ?? (() => undefined),
  });
  return {
    runtimeInfo: async () => (await options.runtime()).info(),
    async generateTest(request) {
      const runtime = await options.runtime();
      // The model loaded in the Models view is used as it is; another file must not replace a run's model.
      const load = async (file: string) => {
        interactive.assertFree(file, "check another model");
        return (await interactive.modelFor(file)) ?? runtime.loadModel({ file, role: "generator" });
      };
      return generateTest(runtime, request, options.lookup, load);
    },
    loadModel: (request) => interactive.load(request),
    unloadModel: () => interactive.unload(),
    loadState: async () => interactive.state,
    loadedModel: (file) => interactive.modelFor(file),
    holdsModel: () => interactive.state.status === "loading" || interactive.state.status === "loaded",
  };
}
