import type { BackendCapabilities, LoadSettings, ModelBackend } from "../../../contract/modelHost.ts";
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

  load(file: string, settings: Omit<LoadModelOptions, "file">): Promise<LoadedModel> {
    return this.runtime.loadModel({ file, ...settings });
  }

  /** node-llama-cpp's estimate from the header (the one the Models view shows), for the model with a typical context. */
  async estimateBytes(file: string, _settings: LoadSettings): Promise<number | null> {
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
