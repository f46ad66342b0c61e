import fs from "node:fs";
import path from "node:path";
import { isRemoteModelRef } from "../../contract/remoteModels.ts";
import type { RunsService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import { CorruptGgufError } from "../llm/errors/CorruptGgufError.ts";
import { LlamaAbortError } from "../llm/trials/LlamaAbortError.ts";
import { estimatedTokenCounter, loadPromptTokenizer, type PromptTokenCounter } from "../llm/engine/PromptTokenizer.ts";
import { readGgufMetadata } from "../llm/models/readGgufMetadata.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { checkRun } from "../pipeline/checks/checkRun.ts";
import { describeStrategies } from "../pipeline/describeStrategies.ts";

/** What the run form asks before a run starts: the methods on offer and what would go wrong. */
export type RunFormService = Pick<RunsService, "checkRun" | "strategies">;

export interface RunFormOptions {
  db: () => LibraryDatabase;
  runtime: () => Promise<LlamaRuntime>;
  models: ModelsServiceHandle;
  log: (message: string) => void;
}

/** The run form's service plus `dispose`, which frees the tokenizers it loaded. */
export function createRunForm(options: RunFormOptions): RunFormService & { dispose(): Promise<void> } {
  // One tokenizer per model file (vocabulary only, no weights), for the run form's checks.
  const tokenizers = new Map<string, Promise<PromptTokenCounter>>();
  const tokenizerFor = (file: string): Promise<PromptTokenCounter> => {
    // A remote model's tokenizer is on its server; the run form's checks estimate.
    if (isRemoteModelRef(file)) return Promise.resolve(estimatedTokenCounter);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const key = `${path.resolve(file)}|${stat?.size}|${stat?.mtimeMs}`;
    let counter = tokenizers.get(key);
    if (!counter) {
      counter = loadTokenizer(options, file);
      tokenizers.set(key, counter);
    }
    return counter;
  };
  return {
    async checkRun(request) {
      return checkRun(options.db(), request, {
        tokenizer: tokenizerFor,
        availability: (modelId) => options.models.availabilityOf(modelId),
        describeFile: async (file) => {
          const { metadata } = await readGgufMetadata(file);
          return { name: path.basename(file, path.extname(file)), file: metadata.file, contextLength: metadata.contextLength, hasChatTemplate: metadata.hasChatTemplate, role: metadata.suggestedRole };
        },
      });
    },
    async strategies() {
      return describeStrategies();
    },
    async dispose() {
      const counters = [...tokenizers.values()];
      tokenizers.clear();
      for (const counter of counters) await counter.then((c) => c.dispose()).catch(() => undefined);
    },
  };
}

async function loadTokenizer(options: RunFormOptions, file: string): Promise<PromptTokenCounter> {
  try {
    const runtime = await options.runtime();
    // Reading the tokenizer runs llama.cpp on the header: the file is tried apart first.
    const tried = await runtime.trial(file, "tokenizer");
    return await loadPromptTokenizer(runtime.llama, file, tried);
  } catch (error) {
    // A file that cannot be used is the run form's blocker, not a reason to estimate.
    if (error instanceof CorruptGgufError || error instanceof LlamaAbortError) throw error;
    options.log(`The tokenizer of ${file} could not be loaded (${(error as Error).message}); the run form's token counts are estimates.`);
    return estimatedTokenCounter;
  }
}
