import { getLlamaGpuTypes, type LlamaGpuType } from "node-llama-cpp";
import type { Backend } from "../../../contract/llm.ts";

export const BACKEND_LABELS: Record<Backend, string> = { cuda: "CUDA", metal: "Metal", vulkan: "Vulkan", cpu: "CPU" };

export const toBackend = (gpu: LlamaGpuType): Backend => (gpu === false ? "cpu" : gpu);
export const toGpuOption = (backend: Backend): LlamaGpuType => (backend === "cpu" ? false : backend);

export interface BackendDetection {
  /** GPU backends whose drivers and libraries were found here. */
  available: Backend[];
  /** GPU backends that exist at all for this OS and CPU (Metal only on Apple Silicon, CUDA nowhere on macOS). */
  valid: Backend[];
}

/**
 * Which GPU backends could run here, from node-llama-cpp's driver and library detection. Fast
 * (no backend is loaded), so `doctor` can call it.
 */
export async function detectBackends(): Promise<BackendDetection> {
  const gpuOnly = (types: LlamaGpuType[]) => types.filter((t) => t !== false).map(toBackend);
  const [available, valid] = await Promise.all([getLlamaGpuTypes("supported"), getLlamaGpuTypes("allValid")]);
  return { available: gpuOnly(available), valid: gpuOnly(valid) };
}

/**
 * Why a GPU backend cannot be used here, in plain words. `loadError` is what node-llama-cpp threw
 * when it was tried anyway; its own message ("NoBinaryFoundError") means little to a researcher.
 */
export function describeUnavailable(backend: Backend, detection: BackendDetection, loadError?: unknown): string {
  if (!detection.valid.includes(backend)) {
    if (backend === "metal") return "Metal exists only on Apple Silicon Macs";
    return `${BACKEND_LABELS[backend]} is not supported on ${process.platform === "darwin" ? "macOS" : `${process.platform}-${process.arch}`}`;
  }
  if (!detection.available.includes(backend)) {
    if (backend === "cuda") return "no NVIDIA GPU driver with the CUDA runtime libraries was found on this machine";
    if (backend === "vulkan") return "no Vulkan driver (libvulkan) was found on this machine";
    return "its drivers were not found on this machine";
  }
  const message = loadError instanceof Error ? loadError.message : String(loadError ?? "");
  return `its drivers were found but the ${BACKEND_LABELS[backend]} build of llama.cpp did not load${message ? ` (${message})` : ""}; ` +
    "updating the GPU driver usually fixes this";
}
