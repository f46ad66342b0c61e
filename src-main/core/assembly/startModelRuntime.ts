import path from "node:path";
import type { RuntimeSettings } from "../../contract/llm.ts";
import type { LlamaRuntime } from "../llm/runtime/LlamaRuntime.ts";
import { sameRuntimeSettings } from "../llm/runtime/sameRuntimeSettings.ts";
import type { ChildLauncher } from "../llm/trials/ChildLauncher.ts";
import { ModelTrials } from "../llm/trials/ModelTrials.ts";
import { readSettings } from "../settings/readSettings.ts";
import { resolveCacheDir } from "../system/cacheDir.ts";
import type { LibraryHandle } from "./openLibrary.ts";

export interface ModelRuntimeOptions {
  library: LibraryHandle;
  /** The data folder: it keeps the installation's secret that authenticates kept trial verdicts. */
  dataDir: string;
  /** Runtime settings given on the command line; only those actually given override the stored ones. */
  llm?: RuntimeSettings;
  log?: (message: string) => void;
  childLauncher?: ChildLauncher;
  cacheDir?: string;
}

/** llama.cpp in this process: started on first use, restarted with new settings, released on close. */
export interface ModelRuntime {
  /** llama.cpp on the configured backend, started on first use (no model loaded until asked). */
  start(): Promise<LlamaRuntime>;
  /** The runtime started or starting, if any; never starts one. */
  current(): Promise<LlamaRuntime> | undefined;
  /** Tries each model file in a separate process before llama.cpp reads it here. */
  readonly trials: ModelTrials;
  /** Whether stored settings (under the command line's) differ from those the running runtime started with. */
  differsFrom(stored: RuntimeSettings): boolean;
  /** Forgets the running runtime, so the next use starts a new one; returns it for the caller to dispose. */
  detach(): Promise<LlamaRuntime> | undefined;
}

/**
 * Started lazily: most commands never touch a model. A failed start is forgotten so the next
 * call tries again (e.g. after the user picks another backend). It starts with the stored
 * runtime settings under `options.llm` (command-line flags win); a library that does not exist
 * yet is not created just to read them (`distillate doctor`).
 */
export function startModelRuntime(options: ModelRuntimeOptions): ModelRuntime {
  let runtime: Promise<LlamaRuntime> | undefined;
  let runtimeSettings: RuntimeSettings = {};
  // Every model file is tried in a separate process before llama.cpp reads it here: an assertion
  // in llama.cpp ends the process, and this one holds the library, the server and the window.
  // Verdicts are kept in the cache folder, signed with the secret kept in the data folder (which
  // only this user can read): a cache anyone can write to never decides what loads here.
  const trials = new ModelTrials({ launcher: options.childLauncher, dir: path.join(options.cacheDir ?? resolveCacheDir(), "model-trials"), secretDir: options.dataDir });
  const overrides = Object.fromEntries(Object.entries(options.llm ?? {}).filter(([, value]) => value !== undefined)) as RuntimeSettings;
  const start = (): Promise<LlamaRuntime> => {
    if (runtime) return runtime;
    const started = (async () => {
      const stored = options.library.exists() ? readSettings(options.library.db()).runtime : {};
      runtimeSettings = { ...stored, ...overrides };
      // Imported here, not at the top: node-llama-cpp takes about half a second to load, which
      // every command and the app's window would otherwise pay before doing anything.
      const { createLlamaRuntime } = await import("../llm/runtime/createLlamaRuntime.ts");
      return createLlamaRuntime({ ...runtimeSettings, log: options.log, trials });
    })();
    started.catch(() => {
      if (runtime === started) runtime = undefined;
    });
    return (runtime = started);
  };
  return {
    start,
    current: () => runtime,
    trials,
    differsFrom: (stored) => !sameRuntimeSettings({ ...stored, ...overrides }, runtimeSettings),
    detach() {
      const running = runtime;
      runtime = undefined;
      return running;
    },
  };
}
