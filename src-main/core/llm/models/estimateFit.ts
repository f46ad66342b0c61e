import os from "node:os";
import type { GgufInsights } from "node-llama-cpp";
import type { FitEstimate } from "../../../contract/models.ts";

/**
 * Context the fit is judged for unless told otherwise: a paper section, the instructions and the
 * generated questions fit in 8,192 tokens; a model trained on less is judged at its own size.
 */
export const FIT_CONTEXT_TOKENS = 8192;

/** Memory as the runtime sees it; VRAM null when no GPU was probed. */
export interface MemoryState {
  ramTotal: number;
  ramFree: number;
  vramTotal: number | null;
  vramFree: number | null;
}

/** This machine's RAM from the OS; no GPU probe (that needs the llama.cpp runtime). */
export function systemMemory(): MemoryState {
  return { ramTotal: os.totalmem(), ramFree: os.freemem(), vramTotal: null, vramFree: null };
}

/**
 * node-llama-cpp's own answer for a file whose header we have: `resolveAndScoreConfig` picks the
 * GPU layers and context size it would use here and estimates their memory. Its compatibility
 * score is 0 when no configuration fits. The verdict adds our margin on top: "tight" when the
 * model would take most of the free RAM (or cannot go wholly onto the GPU).
 */
export async function estimateFitFromInsights(insights: GgufInsights, memory: MemoryState, contextSize = FIT_CONTEXT_TOKENS): Promise<FitEstimate> {
  const trained = insights.trainContextSize;
  const target = trained ? Math.min(contextSize, trained) : contextSize;
  const resolved = await insights.configurationResolver.resolveAndScoreConfig({ targetContextSize: target });
  const values = resolved.resolvedValues;
  const onGpu = values.gpuLayers > 0;
  const partial = onGpu && values.gpuLayers < insights.totalLayers;
  const verdict: FitEstimate["verdict"] =
    resolved.compatibilityScore === 0 || values.totalRamUsage > memory.ramTotal ? "too-large"
    : partial || values.totalRamUsage > memory.ramFree * 0.8 ? "tight"
    : "fits";
  const where = onGpu ? `${values.gpuLayers} of ${insights.totalLayers} layers on the GPU` : "on the CPU";
  return {
    verdict,
    method: "gguf-insights",
    score: clampScore(resolved.compatibilityScore),
    contextSize: values.contextSize,
    ramNeeded: Math.round(values.totalRamUsage),
    vramNeeded: Math.round(values.totalVramUsage),
    ramFree: memory.ramFree,
    vramFree: memory.vramFree,
    note:
      `Estimated by the model runtime from the file's header for a ${values.contextSize.toLocaleString("en-US")}-token context, ${where}: ` +
      `about ${gib(values.totalRamUsage)} of RAM${onGpu ? ` and ${gib(values.totalVramUsage)} of VRAM` : ""} ` +
      `(${gib(memory.ramFree)} RAM${memory.vramFree === null ? "" : ` and ${gib(memory.vramFree)} VRAM`} free now). An estimate, not a measurement.`,
  };
}

/**
 * Before a download only the file size is known. The weights take about their file size in
 * memory (memory-mapped); the context cache and runtime add roughly 15%, at least 512 MiB at
 * 8,192 tokens for the models in the catalog. The note says so.
 */
export function estimateFitFromSize(sizeBytes: number, memory: MemoryState, contextSize = FIT_CONTEXT_TOKENS): FitEstimate {
  const needed = Math.round(sizeBytes + Math.max(512 * 1024 ** 2, sizeBytes * 0.15));
  const gpuRoom = memory.vramFree !== null && needed <= memory.vramFree * 0.9;
  const verdict: FitEstimate["verdict"] = gpuRoom ? "fits" : needed > memory.ramTotal ? "too-large" : needed > memory.ramFree * 0.8 ? "tight" : "fits";
  return {
    verdict,
    method: "size-estimate",
    score: null,
    contextSize,
    ramNeeded: gpuRoom ? 0 : needed,
    vramNeeded: gpuRoom ? needed : 0,
    ramFree: memory.ramFree,
    vramFree: memory.vramFree,
    note:
      `Estimated from the download size only (file size + ~15% for a ${contextSize.toLocaleString("en-US")}-token context): ` +
      `about ${gib(needed)} ${gpuRoom ? "of VRAM" : "of RAM"} (${gib(memory.ramFree)} RAM free now${memory.vramFree === null ? "; GPU not probed" : ""}). ` +
      `A rough estimate; once downloaded, the model runtime estimates it from the file itself.`,
  };
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
}

/** Memory in the unit that reads best, as the views write sizes (binary units, one decimal): "9.8 MiB", "3.1 GiB", never "0.01 GiB". */
function gib(bytes: number): string {
  return bytes < 1024 ** 3 ? `${(bytes / 1024 ** 2).toFixed(1)} MiB` : `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}
