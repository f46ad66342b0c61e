import type { AcquireOptions, BackendCapabilities, LoadPurpose, LoadSettings, ModelBackend, ModelRole } from "../../../contract/modelHost.ts";
import type { LoadedModel } from "../engine/LoadedModel.ts";
import { estimateFitFromInsights, FIT_CONTEXT_TOKENS } from "../models/estimateFit.ts";
import { readGgufMetadata } from "../models/readGgufMetadata.ts";
import type { LlamaRuntime, LoadModelOptions } from "../runtime/LlamaRuntime.ts";

/** Share of the machine's RAM models may fill together; the rest stays for the app, the PDFs and the OS. */
const RAM_SHARE = 0.8;

/** llama.cpp as the model host's backend: everything local, so every capability is there. */
export class LlamaBackend implements ModelBackend<LoadedModel> {
  readonly capabilities: BackendCapabilities = { jsonSchema: true, scoring: true, embeddings: true };
  readonly runtime: LlamaRuntime;

  constructor(runtime: LlamaRuntime) {
    this.runtime = runtime;
  }

  load(file: string, settings: LoadSettings & LoadPurpose & Omit<LoadModelOptions, "file" | "use">): Promise<LoadedModel> {
    const { role, ...rest } = settings;
    return this.runtime.loadModel({ file, ...rest, use: useFor(role) });
  }

  /**
   * node-llama-cpp's estimate from the header (the one the Models view shows), for the model with
   * a typical context. The estimate runs llama.cpp on the header, so the file is tried first, for
   * what it is being loaded for (the load that follows then finds its trial done).
   */
  async estimateBytes(file: string, settings: LoadSettings & LoadPurpose & Pick<AcquireOptions, "signal">): Promise<number | null> {
    await this.runtime.trial(file, useFor(settings.role), settings.gpuLayers, settings.signal);
    const { insights } = await readGgufMetadata(file, { llama: this.runtime.llama });
    if (!insights) return null;
    const info = await this.runtime.info();
    const fit = await estimateFitFromInsights(insights, { ramTotal: info.ram.total, ramFree: info.ram.free, vramTotal: info.vram?.total ?? null, vramFree: info.vram?.free ?? null }, FIT_CONTEXT_TOKENS);
    return fit.ramNeeded + fit.vramNeeded;
  }

  async memoryBudget(): Promise<number> {
    const info = await this.runtime.info();
    return Math.floor(info.ram.total * RAM_SHARE) + (info.vram?.total ?? 0);
  }
}

function useFor(role: ModelRole | undefined): "generation" | "embedding" {
  return role === "embedding" ? "embedding" : "generation";
}
