import type { Backend } from "../../../contract/llm.ts";
import type { FileIdentityText } from "../../files/sameFile.ts";
import type { ContextUse } from "../engine/LoadedModel.ts";

/**
 * What the model will be used for, which decides what its trial does: `tokenizer` loads the
 * vocabulary only (the run form's token counts); `estimate` sizes the model from its header
 * (the Models view's fit); `generation` and `embedding` load it with the same settings and run a
 * short prompt through a context of that kind, after sizing it as a load does.
 */
export type TrialUse = "tokenizer" | "estimate" | ContextUse;

/**
 * What the runtime asks of the model trials (trials/ModelTrials implements it): declared here
 * because the trials sit above the runtime (their child process loads llama.cpp through it).
 */
export interface ModelTrialGate {
  /** Resolves with the file as it was tried once a trial for this use passed or met a clean error. */
  ensure(request: { file: string; use: TrialUse; backend: Backend; gpuLayers: "auto" | number }, signal?: AbortSignal): Promise<FileIdentityText>;
}
