import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import { LlamaSession } from "../../src-main/core/llm/engine/LlamaSession.ts";
import { adaptEngine, type EngineAdapterOptions } from "../../src-main/core/pipeline/adaptEngine.ts";
import type { GenerationPort, ScoringPort } from "../../src-main/core/pipeline/ports.ts";

/** The pipeline's ports on a llama.cpp generator made by a test, as a run gets them from the model host. */
export async function llamaPort(model: LoadedModel, generator: Generator, options: EngineAdapterOptions): Promise<GenerationPort & ScoringPort> {
  const port = adaptEngine(new LlamaSession(generator), await model.tokenCounter(), options);
  // llama.cpp always scores (LlamaSession has scoreTokens).
  return port as GenerationPort & ScoringPort;
}
