// A model trial, in a process of its own (started by runTrial.ts): does with the model file what
// this app is about to do with it in its own process (rehearseModel.ts), so that if llama.cpp
// stops the process on the file, it stops this one. Announces each step before it starts; exits
// TRIAL_PASSED when all passed, TRIAL_THREW after posting an error a step threw. Loads nothing
// into the caller's memory.
import { createLlamaRuntime } from "../runtime/createLlamaRuntime.ts";
import { postToParent } from "./postToParent.ts";
import { rehearseModel } from "./rehearseModel.ts";
import { TRIAL_PASSED, TRIAL_THREW, type TrialRequest, type TrialStep } from "./trialProtocol.ts";

const step = (name: TrialStep) => postToParent({ step: name });

async function main(): Promise<void> {
  // The last argument: Node and Electron's utility process place arguments differently before it.
  const request = JSON.parse(process.argv.at(-1) ?? "{}") as TrialRequest;
  try {
    await step("start");
    // One thread: a trial evaluates a few tokens, and must not take the cores from the app.
    const runtime = await createLlamaRuntime({ backend: request.backend, threads: 1, gpuLayers: request.gpuLayers });
    await rehearseModel(runtime, request, step);
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    await postToParent({ threw: { name, message } });
    process.exit(TRIAL_THREW);
  }
  await postToParent({ finished: { maxRssKiB: process.resourceUsage().maxRSS } });
  // Straight out: llama.cpp's teardown is not part of the trial (node-llama-cpp can wait on it forever).
  process.exit(TRIAL_PASSED);
}

void main();
