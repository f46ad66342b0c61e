import os from "node:os";
import path from "node:path";
import { LlamaLogLevel, type Llama } from "node-llama-cpp";
import type { Backend, BackendSetting, RuntimeInfo, RuntimeSettings } from "../../../contract/llm.ts";
import { LoadedModel, type ContextUse } from "../engine/LoadedModel.ts";
import type { BackendDetection } from "./backends.ts";
import type { FileIdentityText } from "../../files/sameFile.ts";
import { pinModelFile } from "../gguf/pinModelFile.ts";
import { checkModelFile } from "./checkModelFile.ts";
import { classifyLoadError } from "./classifyLoadError.ts";
import type { LlamaLogBuffer } from "./LlamaLogBuffer.ts";
import type { ModelTrialGate, TrialUse } from "./ModelTrialGate.ts";

/** How long `dispose` waits for llama.cpp to release its backend. */
const DISPOSE_WAIT_MS = 5_000;

export interface LoadModelOptions {
  /** Path of the GGUF file. */
  file: string;
  /** Layers offloaded to the GPU: "auto" fits as many as memory allows. Defaults to the runtime setting, else "auto". */
  gpuLayers?: "auto" | number;
  /** Called with the share loaded, from 0 (exclusive) to 1. Defaults to none. */
  onLoadProgress?: (progress: number) => void;
  /** Aborts the load; the call rejects with the signal's reason. Defaults to none. */
  signal?: AbortSignal;
  /** What the model is loaded for, which its trial rehearses (see `trials`). Defaults to "generation". */
  use?: ContextUse;
}

export interface RuntimeParts {
  llama: Llama;
  requestedBackend: BackendSetting;
  backend: Backend;
  fallbackReason: string | null;
  detection: BackendDetection;
  threads: number;
  settings: RuntimeSettings;
  logs: LlamaLogBuffer;
  /**
   * Tries each model file in a separate process before llama.cpp sees it here (a failed
   * assertion in llama.cpp ends the process). Defaults to none: files go straight to llama.cpp,
   * as in the trial child itself and in tests of the engine.
   */
  trials?: ModelTrialGate;
}

/**
 * llama.cpp loaded for one backend. It loads models but keeps none: the model host
 * (core/llm/host/ModelHost.ts) owns what is loaded and decides what to unload. Create it with
 * `createLlamaRuntime`.
 */
export class LlamaRuntime {
  private readonly parts: RuntimeParts;

  constructor(parts: RuntimeParts) {
    this.parts = parts;
  }

  get llama(): Llama {
    return this.parts.llama;
  }

  get backend(): Backend {
    return this.parts.backend;
  }

  /** Why the backend in use is not the one requested; null when it is. */
  get fallbackReason(): string | null {
    return this.parts.fallbackReason;
  }

  /** Threads each evaluation uses unless told otherwise. */
  get threads(): number {
    return this.parts.threads;
  }

  async info(): Promise<RuntimeInfo> {
    const { llama, backend } = this.parts;
    const gpu = backend !== "cpu";
    const vram = gpu ? await llama.getVramState() : null;
    return {
      requestedBackend: this.parts.requestedBackend,
      backend,
      fallbackReason: this.parts.fallbackReason,
      availableGpuBackends: this.parts.detection.available,
      devices: gpu ? await llama.getGpuDeviceNames() : [],
      vram: vram ? { total: vram.total, free: vram.free } : null,
      ram: { total: os.totalmem(), free: os.freemem() },
      cpuMathCores: Math.max(1, llama.cpuMathCores),
      threads: this.parts.threads,
      llamaCpp: llama.llamaCppRelease.release,
    };
  }

  /**
   * Releases llama.cpp (the models loaded on it go with it). The release is awaited for at most
   * `DISPOSE_WAIT_MS`: after a load that failed inside llama.cpp, node-llama-cpp 3.21 keeps a
   * handle that makes it wait forever; the memory then goes back when the process exits.
   */
  async dispose(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const released = await Promise.race([
      this.parts.llama.dispose().then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DISPOSE_WAIT_MS).unref())),
    ]);
    clearTimeout(timer);
    if (!released) this.parts.logs.logger(LlamaLogLevel.warn, "llama.cpp was not released (a model load failed inside it earlier); it will be when the process exits.");
  }

  /**
   * Resolves when `file` may be used for `use` with llama.cpp in this process: its trial (see
   * ModelTrials) passed or met a clean error; with the file as it was tried (to pin it for the
   * load: pinModelFile), undefined without trials. Throws the header check's errors, or
   * LlamaAbortError when llama.cpp stopped the trial. Nothing to do without trials.
   */
  async trial(file: string, use: TrialUse, gpuLayers?: "auto" | number, signal?: AbortSignal): Promise<FileIdentityText | undefined> {
    return this.parts.trials?.ensure({ file, use, backend: this.parts.backend, gpuLayers: gpuLayers ?? this.parts.settings.gpuLayers ?? "auto" }, signal);
  }

  /**
   * Loads a GGUF file after checking it (a damaged header is reported by name before llama.cpp
   * reads it) and, with trials, after trying it in a separate process for `options.use`. The
   * caller owns the model: the model host keeps and unloads them.
   */
  async loadModel(options: LoadModelOptions): Promise<LoadedModel> {
    const file = path.resolve(options.file);
    const gpuLayers = options.gpuLayers ?? this.parts.settings.gpuLayers ?? "auto";
    const checked = await checkModelFile(file, this.parts.llama);
    if (checked.problem) throw checked.problem;
    const use = options.use ?? "generation";
    // The file tried (or, without trials, the file checked) is the one llama.cpp is given.
    const judged = (await this.trial(file, use, gpuLayers, options.signal)) ?? checked.identity;
    options.signal?.throwIfAborted();
    const pinned = await pinModelFile(file, judged);
    const mark = this.parts.logs.mark();
    // node-llama-cpp's progress calls travel through the event loop and can arrive after the load
    // has resolved (all of them, for a small file): pass on only rising values, and end on 1.
    let reported = 0;
    const progress = (value: number) => {
      if (value <= reported) return;
      reported = value;
      options.onLoadProgress?.(value);
    };
    try {
      const model = await this.parts.llama.loadModel({ modelPath: pinned.path, gpuLayers, onLoadProgress: progress, loadSignal: options.signal });
      // node-llama-cpp reads the path again for each context's estimate: held open while the model lives.
      if (model.disposed) void pinned.release();
      else model.onDispose.createListener(() => void pinned.release());
      progress(1);
      const { backend, threads, settings } = this.parts;
      // A context of the other kind is tried before it is made (a generator later asked to embed).
      const trial = this.parts.trials ? { tried: use, run: async (other: ContextUse, signal?: AbortSignal) => void (await this.trial(file, other, gpuLayers, signal)) } : undefined;
      return new LoadedModel(file, model, { backend, threads, contextSize: settings.contextSize, batchSize: settings.batchSize, trial }, gpuLayers);
    } catch (error) {
      await pinned.release();
      options.signal?.throwIfAborted();
      throw classifyLoadError(file, error, await this.parts.logs.settledSince(mark), { what: "model", file, gpuLayers, backend: this.parts.backend });
    }
  }
}
