import type { ChildLauncher } from "./ChildLauncher.ts";
import { TRIAL_PASSED, TRIAL_THREW, type TrialMessage, type TrialRequest, type TrialStep } from "./trialProtocol.ts";

/** How a trial ended: every step passed; a step threw (a clean error); or llama.cpp ended the process. */
export type TrialVerdict =
  | { kind: "passed" }
  | { kind: "threw"; step: TrialStep; name: string; message: string }
  | { kind: "aborted"; step: TrialStep; assertion: string; ending: string };

/** What a trial cost: its wall time, and the most memory its process held (when it finished). */
export interface TrialCost {
  ms: number;
  maxRssBytes: number | null;
}

/** A line of llama.cpp (or the C++ runtime) saying why it stopped. */
const STOP_LINE = /GGML_ASSERT\(|GGML_ABORT|fatal error|Assertion .* failed|terminate called|what\(\):|Segmentation fault/;

/**
 * Runs one trial child and reads its ending. A child ended by a signal, or with an exit code other
 * than its own two, was stopped by llama.cpp (or the OS): the verdict names the step it was in and
 * llama.cpp's last words, stripped of the paths of the machine it was built on.
 */
export async function runTrial(launcher: ChildLauncher, script: URL, request: TrialRequest, signal?: AbortSignal, cost?: TrialCost): Promise<TrialVerdict> {
  let step: TrialStep = "start";
  let threw: { name: string; message: string } | undefined;
  const started = performance.now();
  const ending = await launcher.run(script, [JSON.stringify(request)], {
    signal,
    onMessage: (raw) => {
      const message = raw as TrialMessage;
      if ("step" in message) step = message.step;
      else if ("threw" in message) threw = message.threw;
      else if ("finished" in message && cost) cost.maxRssBytes = message.finished.maxRssKiB * 1024;
    },
  });
  if (cost) cost.ms = performance.now() - started;
  if (ending.signal === null && ending.code === TRIAL_PASSED) return { kind: "passed" };
  if (ending.signal === null && ending.code === TRIAL_THREW) return { kind: "threw", step, ...(threw ?? { name: "Error", message: "the trial failed without saying why" }) };
  return { kind: "aborted", step, assertion: stopLine(ending.stderr), ending: ending.signal ?? `exit code ${ending.code}` };
}

/** llama.cpp's last line about why it stopped, e.g. `llama-model.cpp:1226: GGML_ASSERT(...) failed`; empty when none. */
export function stopLine(stderr: string): string {
  const line = stderr.split(/\r?\n/).filter((l) => STOP_LINE.test(l)).at(-1) ?? "";
  // "/home/runner/work/.../src/llama-model.cpp:1226: GGML_ASSERT(...)" -> "llama-model.cpp:1226: GGML_ASSERT(...)"
  const text = line.trim().replace(/^(?:[A-Za-z]:)?[^\s:]*[\\/]([^\\/\s:]+:\d+:)/, "$1");
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
