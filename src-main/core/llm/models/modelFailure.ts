import type { ModelAvailabilityState } from "../../../contract/modelAvailability.ts";
import { RemoteModelNotServedError } from "../remote/RemoteModelNotServedError.ts";
import { RemoteRequestError } from "../remote/RemoteRequestError.ts";
import { CONNECTION_FAILURE_REASON, connectionFailureInText, type ConnectionFailure } from "../remote/connectionFailure.ts";

/** Why a model cannot be used, as its mark and a sentence for a researcher. */
export interface ModelFailure {
  state: Exclude<ModelAvailabilityState, "ok">;
  reason: string;
}

/**
 * Errors of a local model file that loading it again would meet again: the file is not a model
 * llama.cpp can load here, or not the file that was registered. Memory pressure from other
 * models (ModelMemoryBudgetError) and a busy generator (ModelInUseError) say nothing of the
 * model itself, so they are not here.
 */
const LOCAL_LOAD_FAILURES = new Set([
  "ModelLoadError",
  "CorruptGgufError",
  "NotGgufError",
  "TruncatedGgufError",
  "UnsupportedArchitectureError",
  "VocabularyOnlyGgufError",
  "UnreadableModelFileError",
  "ModelFileChangedError",
  "OutOfMemoryError",
  "InvalidHyperparameterError",
  "LlamaAbortError",
]);

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** What a failed connection's low-level code means, in words (codes are not for a researcher's screen). */
function whyNoAnswer(failure: ConnectionFailure | null, message: string): string {
  // The client has already sorted the failure into a kind; older messages only carry the code.
  const kind = failure && failure !== "other" ? failure : connectionFailureInText(message);
  if (kind !== "other") return CONNECTION_FAILURE_REASON[kind];
  return /no answer within [^;:]+/.exec(message)?.[0] ?? "no answer came";
}

/**
 * Whether an error says the model itself cannot be used now (its server is down, refuses the
 * key, does not serve it, or its file does not load), in plain words; null for anything else (a
 * malformed answer, a prompt too long, a cancel), which says nothing about the model. The one
 * place that decides it: a run stops early on these, and the Models view marks the model.
 */
export function describeModelFailure(error: unknown): ModelFailure | null {
  if (error instanceof RemoteRequestError) {
    const host = hostOf(error.url);
    if (error.status === null) {
      const tries = error.attempts === 1 ? "" : ` after ${error.attempts} attempts`;
      return { state: "unreachable", reason: `Nothing answers at ${host} (${whyNoAnswer(error.failure, error.message)}${tries}): check that the server is running and that the address is right.` };
    }
    if (error.status === 401 || error.status === 403) {
      return { state: "refused", reason: `The server at ${host} refused the API key (or wants one and none was given).` };
    }
    if (error.status === 404) return { state: "not-served", reason: `The server at ${host} has no such route or model (it answered 404).` };
    if (error.status >= 500 || error.status === 429) {
      return { state: "failed", reason: `The server at ${host} answered with an error (${error.status}) on every one of ${error.attempts} attempts.` };
    }
    return null;
  }
  if (error instanceof RemoteModelNotServedError) return { state: "not-served", reason: error.message };
  if (error instanceof Error && LOCAL_LOAD_FAILURES.has(error.name)) return { state: "failed", reason: error.message };
  return null;
}

/**
 * Whether an item's error should stop the whole run: the model cannot be used at all (nothing
 * answers, the key is refused, the model is not served, its file does not load). A server that
 * answers but fails one request (5xx, 429 after every retry: a prompt it could not take, an
 * overload) fails that item alone, as any item may fail; the Models view still marks it.
 */
export function stopsRun(error: unknown): boolean {
  if (describeModelFailure(error) === null) return false;
  return !(error instanceof RemoteRequestError && error.status !== null && (error.status >= 500 || error.status === 429));
}
