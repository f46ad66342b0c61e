import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import type { LoadModelRequest, ModelLoadState } from "../../contract/llm.ts";
import type { Emit } from "../events/EventHub.ts";
import { throttleLatest, type LatestThrottle } from "../events/throttleLatest.ts";
import type { LoadedModel } from "./engine/LoadedModel.ts";
import { ModelInUseError } from "./errors/ModelInUseError.ts";
import { ModelNotFoundError } from "./errors/ModelNotFoundError.ts";
import type { ModelHost } from "./host/ModelHost.ts";
import type { ModelLease } from "./host/ModelLease.ts";
import type { RegisteredModel } from "./models/ModelsServiceHandle.ts";

export interface InteractiveModelParts {
  host: ModelHost<LoadedModel>;
  registered: (id: number) => RegisteredModel | undefined;
  emit: Emit;
}

/** One load asked for in the Models view. */
interface Load {
  file: string;
  request: LoadModelRequest;
  abort: AbortController;
  /** Settles when the model is loaded and its context checked. */
  promise: Promise<unknown>;
  /** Set as soon as the host leases the model, so an unload can give it back even mid-check. */
  lease?: ModelLease<LoadedModel>;
}

export const IDLE_STATE: ModelLoadState = { status: "idle", modelId: null, name: null, progress: 0, gpuLayers: null, contextSize: null, error: null };

/**
 * The model loaded for interactive use in the Models view (LM Studio's "load"): a yielding
 * generator lease on the model host, so a run on the same file shares the model as loaded, and
 * a run on another file takes its place (the host takes the lease back and the state returns to
 * idle, so it never claims a model that is gone).
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

  async load(request: LoadModelRequest): Promise<ModelLoadState> {
    const entry = this.parts.registered(request.modelId);
    if (!entry) throw new ModelNotFoundError(request.modelId);
    const file = path.resolve(entry.file);
    // Refused before anything changes: the model loaded now stays while a run holds another.
    this.parts.host.assertGeneratorFree(file, `load ${entry.name}`);
    const previous = this.slot;
    if (previous && previous.file === file && sameRequest(previous.request, request) && this.current.status !== "failed") {
      await previous.promise.catch(() => undefined);
      return this.current;
    }
    const load: Load = { file, request, abort: new AbortController(), promise: Promise.resolve() };
    this.forget(previous, "another model was asked for");
    this.slot = load;
    this.publish({ status: "loading", modelId: request.modelId, name: entry.name, progress: 0, gpuLayers: null, contextSize: null, error: null });
    load.promise = this.loadNow(load, entry.name);
    try {
      await load.promise;
      return this.current;
    } catch (error) {
      // A later load or an unload replaced this one: its caller learns the state now in force.
      if (this.slot !== load) return this.current;
      this.slot = null;
      // Refused outright (a run generates with another model): nothing is loaded, nothing failed.
      if (error instanceof ModelInUseError) {
        this.publish(IDLE_STATE);
        throw error;
      }
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
    const users = this.parts.host.runsUsing(load.file);
    if (users.length > 0) throw new ModelInUseError(load.file, users, `unload ${this.current.name ?? path.basename(load.file)}`);
    this.forget(load, "the model was unloaded");
    await load.promise.catch(() => undefined);
    // Unloaded only if nobody else leases it now (a run may have started on it since).
    await this.parts.host.unloadIdle(load.file);
    this.publish(IDLE_STATE);
    return this.current;
  }

  private async loadNow(load: Load, name: string): Promise<void> {
    const { request, file, abort } = load;
    const lease = await this.parts.host.acquire("generator", file, {
      holder: { kind: "interactive" },
      yields: true,
      gpuLayers: request.gpuLayers,
      action: `load ${name}`,
      signal: abort.signal,
      onLoadProgress: (progress) => {
        if (this.slot === load) this.publish({ ...this.current, progress: Math.min(1, progress) }, { throttled: true });
      },
      onRevoked: () => {
        if (this.slot !== load) return;
        this.slot = null;
        this.publish(IDLE_STATE);
      },
    });
    load.lease = lease;
    if (this.slot !== load) {
      lease.release();
      return;
    }
    let contextSize: number;
    try {
      const context = await lease.model.createGenerator({ sequences: 1, contextSize: request.contextSize, signal: abort.signal });
      contextSize = context.contextSize;
      await context.dispose();
    } catch (error) {
      // A model whose context does not fit is of no use: free it, unless a run has it too.
      lease.release();
      await this.parts.host.unloadIdle(file);
      throw error;
    }
    if (this.slot === load) this.publish({ ...this.current, status: "loaded", progress: 1, gpuLayers: lease.model.model.gpuLayers, contextSize, error: null });
  }

  /** Stops following a load (aborting it if unfinished) and gives its lease back; the model stays loaded, idle, until room is needed. */
  private forget(load: Load | null, reason: string): void {
    if (!load) return;
    if (this.slot === load) this.slot = null;
    load.lease?.release();
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
