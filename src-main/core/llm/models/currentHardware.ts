import type { Llama } from "node-llama-cpp";
import type { LlamaRuntime } from "../runtime/LlamaRuntime.ts";
import { systemMemory, type MemoryState } from "./estimateFit.ts";

/** What fit estimates are computed against: memory, and the llama.cpp instance that sees the GPU. */
export interface Hardware {
  memory: MemoryState;
  /** Undefined when no runtime is running: estimates then use the slim instance (CPU only). */
  llama?: Llama;
}

/**
 * The running runtime's view (GPU memory included) when there is one; otherwise the OS's RAM
 * figures. An estimate never starts the runtime: that probes GPUs and takes seconds.
 */
export async function currentHardware(runtime: Promise<LlamaRuntime> | undefined): Promise<Hardware> {
  const running = await runtime?.catch(() => undefined);
  if (!running) return { memory: systemMemory() };
  const info = await running.info();
  return {
    memory: { ramTotal: info.ram.total, ramFree: info.ram.free, vramTotal: info.vram?.total ?? null, vramFree: info.vram?.free ?? null },
    llama: running.llama,
  };
}
