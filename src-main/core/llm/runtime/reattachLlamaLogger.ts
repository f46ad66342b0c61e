import type { Llama } from "node-llama-cpp";

/** The two node-llama-cpp internals the repair below needs (not part of its typed API). */
interface LlamaLogInternals {
  _bindings?: { setLogger?: (callback?: (level: number, message: string) => void) => void };
  _onAddonLog?: (level: number, message: string) => void;
}

/**
 * Makes sure llama.cpp's log lines reach this Llama's logger (and so the runtime's LlamaLogBuffer).
 *
 * node-llama-cpp 3.21 keeps one native log callback per llama.cpp binary. A second Llama on the
 * same binary replaces it, and the replaced callback's clean-up, which runs a moment later,
 * marks the binary as having no callback at all. The second Llama is the usual case here: reading
 * a model's header (`GgufInsights.from`) creates a backend-less Llama first. From then on llama.cpp
 * prints its warnings itself, on stdout (into `generate --json`'s output), and the buffer that
 * explains a failed load stays empty. Detaching, letting every pending clean-up run, then attaching
 * again leaves no clean-up that could undo it.
 */
export async function reattachLlamaLogger(llama: Llama): Promise<void> {
  const internals = llama as unknown as LlamaLogInternals;
  const bindings = internals._bindings;
  const onLog = internals._onAddonLog;
  // Another node-llama-cpp version without these internals: nothing to repair the same way.
  if (typeof bindings?.setLogger !== "function" || typeof onLog !== "function") return;
  bindings.setLogger();
  // The released callback is finalized on the event loop; two turns let it run.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  bindings.setLogger(onLog);
}
