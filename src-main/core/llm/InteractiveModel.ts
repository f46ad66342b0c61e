import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import type { LoadModelRequest, ModelLoadState } from "../../contract/llm.ts";
import type { Emit } from "../events/EventHub.ts";
import { throttleLatest, type LatestThrottle } from "../events/throttleLatest.ts";
import type { LoadedModel } from "./engine/LoadedModel.ts";
import { ModelInUseError } from "./errors/ModelInUseError.ts";
import { ModelNotFoundError } from "./errors/ModelNotFoundError.ts";
import type { LlamaRuntime } from "./runtime/LlamaRuntime.ts";

/** A registry entry as loading needs it. */
export interface RegisteredModel {
  file: string;
  name: string;
}

export interface InteractiveModelParts {
  runtime: () => Promise<LlamaRuntime>;
  registered: (id: number) => RegisteredModel | undefined;
  /** Runs generating with this file now. */
  runsUsing: (file: string) => number[];
  /** Files runs are generating with now. */
  filesInUse: () => string[];
  emit: Emit;
}

/** One load asked for in the Models view. */
interface Load {
  file: string;
  request: LoadModelRequest;
  abort: AbortController;
  /** Settles when the model is loaded and its context checked. */
  promise: Promise<LoadedModel>;
  /** Set as soon as the runtime holds the model, so an unload can find it even mid-check. */
  model?: LoadedModel;
  stopWatching?: () => void;
}

export const IDLE_STATE: ModelLoadState = { status: "idle", modelId: null, name: null, progress: 0, gpuLayers: null, contextSize: null, error: null };

/**
 * The model loaded for interactive use in the Models view (LM Studio's "load"), kept in the
 * runtime's generator slot, so a run on the same file uses it as loaded instead of loading the
 * file again. The slot holds one model: when anything else takes it (a run on another model, a
 * quick check, the runtime restarting), the model's dispose event puts the state back to idle,
 * so the state never claims a model that is gone.
 *
 * Loading also creates a context of the asked size once, to prove it fits and report the size
 * llama.cpp settled on, then frees it: a run sizes its own contexts (lanes, context per run).
 */
export class InteractiveModel {
  private current: ModelLoadState = IDLE_STATE;
  private slot: Load | null = null;
  private readonly parts: InteractiveModelParts;
  private readonly published: LatestThrottle<ModelLoadState>;

  constructor(parts: InteractiveModelParts) {
    this.parts = parts;
    this.published = throttleLatest<ModelLoadState>((state) => parts.emit({ type: "model.load", state }));
  }

  get state(): ModelLoadState {
    return this.current;
  }

  /** Throws ModelInUseError when runs generate with another file than `file`. */
  assertFree(file: string, action: string): void {
    const target = path.resolve(file);
    const other = this.parts.filesInUse().find((f) => path.resolve(f) !== target);
    if (other) throw new ModelInUseError(other, this.parts.runsUsing(other), action);
  }

  async load(request: LoadModelRequest): Promise<ModelLoadState> {
    const entry = this.parts.registered(request.modelId);
    if (!entry) throw new ModelNotFoundError(request.modelId);
    const file = path.resolve(entry.file);
    this.assertFree(file, `load ${entry.name}`);
    const previous = this.slot;
    if (previous && previous.file === file && sameRequest(previous.request, request) && this.current.status !== "failed") {
      await previous.promise.catch(() => undefined);
      return this.current;
    }
    this.forget(previous, "another model was asked for");

    // `promise` is set below, before anything reads it (loadNow's first step awaits the runtime).
    const load = { file, request, abort: new AbortController() } as Load;
    this.slot = load;
    this.publish({ status: "loading", modelId: request.modelId, name: entry.name, progress: 0, gpuLayers: null, contextSize: null, error: null });
    load.promise = this.loadNow(load);
    try {
      const loaded = await load.promise;
      if (this.slot !== load) return this.current;
      const watcher = loaded.model.onDispose.createListener(() => {
        if (this.slot !== load) return;
        this.slot = null;
        this.publish(IDLE_STATE);
      });
      load.stopWatching = () => watcher.dispose();
      return this.current;
    } catch (error) {
      // A later load or an unload replaced this one: its caller learns the state now in force.
      if (this.slot !== load) return this.current;
      this.slot = null;
      this.publish({ ...this.current, status: "failed", gpuLayers: null, contextSize: null, error: toErrorInfo(error) });
      throw error;
    }
  }

  async unload(): Promise<ModelLoadState> {
    const load = this.slot;
    if (!load) {
      if (this.current.status !== "idle") this.publish(IDLE_STATE);
      return this.current;
    }
    const users = this.parts.runsUsing(load.file);
    if (users.length > 0) throw new ModelInUseError(load.file, users, `unload ${this.current.name ?? path.basename(load.file)}`);
    this.forget(load, "the model was unloaded");
    await load.promise.catch(() => undefined);
    // Unloaded only if the slot still holds this model: a run may have put its own there since.
    if (load.model && !load.model.disposed) {
      const runtime = await this.parts.runtime();
      if (runtime.model("generator") === load.model && this.parts.runsUsing(load.file).length === 0) await runtime.unloadModel("generator");
    }
    this.publish(IDLE_STATE);
    return this.current;
  }

  /** The interactive model when it is this file, once its load settles; undefined otherwise. */
  async modelFor(file: string): Promise<LoadedModel | undefined> {
    const load = this.slot;
    if (!load || load.file !== path.resolve(file)) return undefined;
    await load.promise.catch(() => undefined);
    return this.slot === load && load.model && !load.model.disposed ? load.model : undefined;
  }

  private async loadNow(load: Load): Promise<LoadedModel> {
    const runtime = await this.parts.runtime();
    const { request, file, abort } = load;
    // A run generating with this file keeps the model as it is: loading it again with other
    // GPU layers would swap it out from under the run.
    const inUse = this.parts.runsUsing(file).length > 0;
    const current = runtime.model("generator");
    const loaded =
      inUse && current?.file === file
        ? current
        : await runtime.loadModel({
            file,
            gpuLayers: inUse ? undefined : request.gpuLayers,
            signal: abort.signal,
            onLoadProgress: (progress) => {
              if (this.slot === load) this.publish({ ...this.current, progress: Math.min(1, progress) }, { throttled: true });
            },
          });
    load.model = loaded;
    let contextSize: number;
    try {
      const context = await loaded.createGenerator({ sequences: 1, contextSize: request.contextSize, signal: abort.signal });
      contextSize = context.contextSize;
      await context.dispose();
    } catch (error) {
      // A model whose context does not fit is of no use: free it, unless a run or a newer load has it.
      if (!inUse && this.slot === load && runtime.model("generator") === loaded) await runtime.unloadModel("generator");
      throw error;
    }
    if (this.slot === load) this.publish({ ...this.current, status: "loaded", progress: 1, gpuLayers: loaded.model.gpuLayers, contextSize, error: null });
    return loaded;
  }

  /** Stops following a load (aborting it if unfinished); its model stays in the runtime until replaced or unloaded. */
  private forget(load: Load | null, reason: string): void {
    if (!load) return;
    if (this.slot === load) this.slot = null;
    load.stopWatching?.();
    load.abort.abort(new Error(reason));
  }

  private publish(state: ModelLoadState, how: { throttled?: boolean } = {}): void {
    this.current = state;
    if (how.throttled) this.published.push(state);
    else this.published.final(state);
  }
}

function sameRequest(a: LoadModelRequest, b: LoadModelRequest): boolean {
  return a.modelId === b.modelId && (a.gpuLayers ?? null) === (b.gpuLayers ?? null) && (a.contextSize ?? null) === (b.contextSize ?? null);
}
