import fs from "node:fs";
import path from "node:path";
import { isRegistryId } from "../../contract/pathArgs.ts";
import type { Backend, ChatMessage, GenerateTestRequest, GenerateTestResult } from "../../contract/llm.ts";
import type { GrammarSchema } from "./engine/generateWithRetries.ts";
import type { LoadedModel } from "./engine/LoadedModel.ts";
import { renderPrompt } from "./engine/renderPrompt.ts";
import { ContextOverflowError } from "./errors/ContextOverflowError.ts";
import { ModelLoadError } from "./errors/ModelLoadError.ts";
import { ModelNotFoundError } from "./errors/ModelNotFoundError.ts";
import type { ModelLease } from "./host/ModelLease.ts";

/** Finds the GGUF file of a registered model by id; undefined when there is none. */
export type ModelLookup = (id: string) => string | undefined | Promise<string | undefined>;

/** Answer tokens a quick check generates unless told otherwise. */
export const GENERATE_TEST_MAX_TOKENS = 256;

/**
 * The registry's file for an id (digits, ModelNotFoundError when unknown), else a file path as
 * given. Digits always mean an id when there is a registry, as the contract's path marks assume:
 * a file named "3" is "./3".
 */
export async function resolveModelFile(ref: string, lookup?: ModelLookup): Promise<string> {
  if (lookup && isRegistryId(ref)) {
    const registered = await lookup(ref);
    if (registered) return registered;
    throw new ModelNotFoundError(Number(ref));
  }
  if (fs.existsSync(ref)) return path.resolve(ref);
  throw new ModelLoadError(path.resolve(ref), "the file does not exist");
}

/**
 * One generation for a quick check of a model: loads it as the generator, sizes a context to
 * the prompt plus the answer's room (fast to create, and a model trained on 128k tokens does not
 * reserve memory for all of them), and runs free text or schema-constrained JSON.
 */
export async function generateTest(
  backend: Backend,
  request: GenerateTestRequest,
  lookup: ModelLookup | undefined,
  /** A lease on the model from the model host; released when the check ends. */
  acquire: (file: string) => Promise<ModelLease<LoadedModel>>,
): Promise<GenerateTestResult> {
  const started = performance.now();
  const file = await resolveModelFile(request.model, lookup);
  const lease = await acquire(file);
  try {
    return await generateWith(lease.model, file, backend, request, started);
  } finally {
    lease.release();
  }
}

async function generateWith(loaded: LoadedModel, file: string, backend: Backend, request: GenerateTestRequest, started: number): Promise<GenerateTestResult> {
  const messages: ChatMessage[] = [...(request.system ? [{ role: "system" as const, content: request.system }] : []), { role: "user", content: request.prompt }];
  const maxTokens = request.maxTokens ?? GENERATE_TEST_MAX_TOKENS;
  const promptTokens = renderPrompt(loaded.model, loaded.chatTemplate.wrapper, messages).tokens.length;
  const needed = promptTokens + maxTokens;
  if (needed > loaded.trainContextSize) {
    throw new ContextOverflowError(needed, loaded.trainContextSize, `${promptTokens} prompt tokens + ${maxTokens} for the answer; the model was trained on ${loaded.trainContextSize}`);
  }
  const generator = await loaded.createGenerator({ contextSize: needed, sequences: 1, threads: request.threads });
  try {
    const sampling = { temperature: request.temperature, topP: request.topP, topK: request.topK, seed: request.seed, maxTokens };
    const result = request.schema
      ? await generator.generateJson({ messages, schema: request.schema as GrammarSchema, ...sampling })
      : { ...(await generator.generate({ messages, ...sampling })), output: undefined };
    return {
      output: request.schema ? result.output : result.text,
      text: result.text,
      tokens: result.tokens,
      tokensPerSecond: result.tokensPerSecond,
      promptTokens: result.promptTokens,
      seconds: (performance.now() - started) / 1000,
      attempts: result.attempts,
      stopReason: result.stopReason,
      chatTemplate: result.chatTemplate,
      model: file,
      backend,
    };
  } finally {
    await generator.dispose();
  }
}
