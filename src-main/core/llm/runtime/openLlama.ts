import { getLlama, LlamaLogLevel, type Llama, type LlamaOptions } from "node-llama-cpp";
import type { Backend, BackendSetting } from "../../../contract/llm.ts";
import { BackendUnavailableError } from "../errors/BackendUnavailableError.ts";
import { BACKEND_LABELS, describeUnavailable, detectBackends, toBackend, toGpuOption, type BackendDetection } from "./backends.ts";

export interface OpenLlamaOptions {
  backend: BackendSetting;
  fallbackToCpu: boolean;
  logger: NonNullable<LlamaOptions["logger"]>;
}

export interface OpenedLlama {
  llama: Llama;
  backend: Backend;
  fallbackReason: string | null;
  detection: BackendDetection;
}

/**
 * Loads llama.cpp's bindings for the requested backend, or the CPU ones with the reason why.
 * Only prebuilt binaries are used: `build: "never"` and `skipDownload` make a missing GPU build
 * fail in a fraction of a second instead of downloading llama.cpp and compiling it (which takes
 * minutes, needs a toolchain and a network, and is impossible inside a packaged app).
 */
export async function openLlama(options: OpenLlamaOptions): Promise<OpenedLlama> {
  const detection = await detectBackends();
  // maxThreads 0 lifts node-llama-cpp's own cap: every context is created with an explicit
  // thread count (see defaultThreads.ts), which is then the count actually used.
  const base: LlamaOptions = { build: "never", skipDownload: true, progressLogs: false, maxThreads: 0, logLevel: LlamaLogLevel.warn, logger: options.logger };
  const cpu = async (): Promise<Llama> => {
    try {
      return await getLlama({ ...base, gpu: false });
    } catch (error) {
      throw new BackendUnavailableError(
        "CPU",
        `the prebuilt llama.cpp binary for ${process.platform}-${process.arch} does not load (${(error as Error).message}). ` +
          "Reinstall Distillate; on Linux the binary needs glibc 2.34 or newer.",
      );
    }
  };

  if (options.backend === "cpu") return { llama: await cpu(), backend: "cpu", fallbackReason: null, detection };

  if (options.backend === "auto") {
    // node-llama-cpp tries each detected GPU backend best-first and ends on the CPU by itself.
    let llama: Llama;
    try {
      llama = await getLlama({ ...base, gpu: "auto" });
    } catch {
      llama = await cpu();
    }
    const backend = toBackend(llama.gpu);
    // `available` is best-first, so anything before the backend in use was tried and failed.
    const skipped = backend === "cpu" ? detection.available : detection.available.slice(0, Math.max(0, detection.available.indexOf(backend)));
    const fallbackReason = skipped.length > 0
      ? `${skipped.map((b) => BACKEND_LABELS[b]).join(" and ")} ${skipped.length === 1 ? "was" : "were"} found but did not load; running on ${backend === "cpu" ? "the CPU" : BACKEND_LABELS[backend]}`
      : null;
    return { llama, backend, fallbackReason, detection };
  }

  const requested = options.backend;
  let reason: string;
  if (!detection.valid.includes(requested)) {
    // Checked here because node-llama-cpp silently turns an invalid choice (Metal on Linux) into "auto".
    reason = describeUnavailable(requested, detection);
  } else {
    try {
      const llama = await getLlama({ ...base, gpu: toGpuOption(requested) });
      return { llama, backend: toBackend(llama.gpu), fallbackReason: null, detection };
    } catch (error) {
      reason = describeUnavailable(requested, detection, error);
    }
  }
  if (!options.fallbackToCpu) throw new BackendUnavailableError(BACKEND_LABELS[requested], `${reason}.`);
  return { llama: await cpu(), backend: "cpu", fallbackReason: `${BACKEND_LABELS[requested]} was requested but ${reason}; running on the CPU`, detection };
}
