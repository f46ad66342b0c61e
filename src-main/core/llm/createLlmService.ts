import type { LlmService } from "../../contract/services.ts";
import { generateTest, type ModelLookup } from "./generateTest.ts";
import type { LlamaRuntime } from "./runtime/LlamaRuntime.ts";

/** The model engine as a contract service; `runtime` starts llama.cpp on first use. */
export function createLlmService(runtime: () => Promise<LlamaRuntime>, lookup?: ModelLookup): LlmService {
  return {
    runtimeInfo: async () => (await runtime()).info(),
    generateTest: async (request) => generateTest(await runtime(), request, lookup),
  };
}
