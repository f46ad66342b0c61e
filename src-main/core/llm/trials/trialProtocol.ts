// What a model trial child (trialChild.ts) is asked and answers, shared by both sides.
import type { Backend } from "../../../contract/llm.ts";
import type { FileIdentityText } from "../../files/sameFile.ts";
import type { TrialUse } from "../runtime/ModelTrialGate.ts";

export type { TrialUse } from "../runtime/ModelTrialGate.ts";

/** The steps of a trial, in order; the child announces each before it starts. */
export type TrialStep = "start" | "tokenizer" | "estimate" | "load" | "context" | "evaluate" | "embedder" | "embed";

export interface TrialRequest {
  file: string;
  use: TrialUse;
  /** The backend the model will run on. */
  backend: Backend;
  /** GPU layers the model will be loaded with. */
  gpuLayers: "auto" | number;
  /**
   * The file as the parent checked it: the child tries only that file (ModelFileReplacedError
   * otherwise). Defaults to none: whatever file is at the path (the hyperparameter fuzz's batches).
   */
  identity?: FileIdentityText;
}

/** A step begins; a step threw; the trial ends (with the most memory it held, in KiB). */
export type TrialMessage = { step: TrialStep } | { threw: { name: string; message: string } } | { finished: { maxRssKiB: number } };

/** Exit codes of the child: every step passed; a step threw an error (sent as a message first). 86 is taken by nothing else: abort() exits with 3 on Windows, 134 elsewhere. */
export const TRIAL_PASSED = 0;
export const TRIAL_THREW = 86;
