import type { RuntimeSettings } from "../../../contract/llm.ts";
import { defaultThreadCount } from "./defaultThreads.ts";
import { LlamaLogBuffer } from "./LlamaLogBuffer.ts";
import { LlamaRuntime } from "./LlamaRuntime.ts";
import { openLlama } from "./openLlama.ts";
import { reattachLlamaLogger } from "./reattachLlamaLogger.ts";
import type { ModelTrialGate } from "./ModelTrialGate.ts";

export interface LlamaRuntimeOptions extends RuntimeSettings {
  /** Where llama.cpp's warnings and errors go. Defaults to none (they are still used in error messages). */
  log?: (message: string) => void;
  /** Tries each model file in a separate process before loading it here. Defaults to none (see RuntimeParts.trials). */
  trials?: ModelTrialGate;
}

/**
 * Starts llama.cpp on the requested backend (falling back to the CPU with the reason, unless
 * `fallbackToCpu` is false, which makes an unavailable backend a BackendUnavailableError).
 * No model is loaded yet; this takes well under a second on the CPU backend.
 */
export async function createLlamaRuntime(options: LlamaRuntimeOptions = {}): Promise<LlamaRuntime> {
  const logs = new LlamaLogBuffer({ forward: options.log });
  const requestedBackend = options.backend ?? "auto";
  const opened = await openLlama({ backend: requestedBackend, fallbackToCpu: options.fallbackToCpu ?? true, logger: logs.logger });
  await reattachLlamaLogger(opened.llama);
  const { log: _log, trials, ...settings } = options;
  return new LlamaRuntime({
    ...opened,
    requestedBackend,
    threads: options.threads ?? defaultThreadCount(opened.llama.cpuMathCores),
    settings,
    logs,
    trials,
  });
}
