import path from "node:path";
import { pathToFileURL } from "node:url";
import { forkChildLauncher } from "../../src-main/core/llm/trials/forkChildLauncher.ts";
import { stopLine } from "../../src-main/core/llm/trials/runTrial.ts";
import type { TrialRequest } from "../../src-main/core/llm/trials/trialProtocol.ts";

const CHILD = pathToFileURL(path.join(import.meta.dirname, "rehearseBatchChild.ts"));

/** What happened to one file: "loaded", "threw <name>: <message>", or "aborted at <step>: <llama.cpp's line>". */
export type Rehearsal = string;

/**
 * Rehearses every request in child processes, never in this one: a batch per child, and when
 * llama.cpp stops a child, the file it was on is "aborted" and a new child takes the rest.
 */
export async function rehearseInChildren(requests: readonly TrialRequest[]): Promise<Rehearsal[]> {
  const results: Rehearsal[] = [];
  while (results.length < requests.length) {
    const offset = results.length;
    let current = offset;
    let step = "start";
    const ending = await forkChildLauncher.run(CHILD, [JSON.stringify(requests.slice(offset))], {
      onMessage: (raw) => {
        const message = raw as { index: number; step?: string; result?: string };
        current = offset + message.index;
        if (message.step) step = message.step;
        if (message.result) results[current] = message.result;
      },
    });
    if (ending.code === 0 && results.length === requests.length) break;
    // No message at all: the child could not start its first file.
    // The child died on `current` (or before its first file, when llama.cpp itself did not start).
    if (results[current] === undefined) results[current] = `aborted at ${step}: ${stopLine(ending.stderr) || ending.signal || `exit code ${ending.code}`}`;
    for (let i = offset; i < current; i++) results[i] ??= "lost";
  }
  return results;
}
