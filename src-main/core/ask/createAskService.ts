import crypto from "node:crypto";
import type { AskProgress, AskRequest } from "../../contract/ask.ts";
import { toErrorInfo } from "../../contract/errors.ts";
import type { BackendModel } from "../../contract/modelHost.ts";
import type { AskService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getAskAnswer, listAskAnswers } from "../db/repositories/askAnswers.ts";
import type { Emit } from "../events/EventHub.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import { BuiltInEmbedder } from "../llm/embeddings/builtIn/BuiltInEmbedder.ts";
import { BUILT_IN_EMBEDDER } from "../llm/models/builtIn/builtInModel.ts";
import { fillPassageVectors } from "./fillPassageVectors.ts";
import { resolveRunModel } from "../pipeline/resolveRunModel.ts";
import { askQuestion, findPassages } from "./askQuestion.ts";
import { askModelSpec, checkAskRequest } from "./checkAskRequest.ts";
import { AskAnswerNotFoundError } from "./errors/AskAnswerNotFoundError.ts";
import { AskStoppedError } from "./errors/AskStoppedError.ts";
import { keepAnswer } from "./keepAnswer.ts";
import { toRetrieval } from "./toRetrieval.ts";

export interface AskServiceOptions {
  db: () => LibraryDatabase;
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** The settings' default model, used when a request names none. */
  defaultModelId: () => number | null;
  /** Who keeps an answer as a QA. */
  reviewer: () => string;
  emit?: Emit;
  /** Where a background failure goes (the library's passages not embedded). Defaults to nowhere. */
  log?: (message: string) => void;
}

export interface AskServiceHandle extends AskService {
  /** Stops every answer being written here. */
  dispose(): void;
}

/** Asking the library (see askQuestion.ts), over the contract: in-process with hooks, or in the background with events. */
export function createAskService(options: AskServiceOptions): AskServiceHandle {
  const emit: Emit = options.emit ?? (() => undefined);
  const running = new Map<string, AbortController>();
  // Nothing loads until a question is re-ranked with it; its worker then stays between questions.
  const builtInEmbedder = new BuiltInEmbedder();
  // Once a question used the encoder, the passages no question reached yet are embedded in the
  // background, so later questions' vector pass can find them (one fill at a time, stopped on dispose).
  const filling = new AbortController();
  let fill: Promise<void> | null = null;
  const fillLibrary = () => {
    if (fill || filling.signal.aborted) return;
    fill = fillPassageVectors(options.db(), builtInEmbedder, BUILT_IN_EMBEDDER.key, { signal: filling.signal })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!filling.signal.aborted) options.log?.(`The library's passages were not all embedded by the built-in encoder: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => (fill = null));
  };
  const deps = () => ({ db: options.db(), host: options.host, models: options.models, builtInEmbedder, onBuiltInUsed: fillLibrary });
  /** Checks the request, then resolves its model (hashing it first if it never was). */
  const prepare = async (request: AskRequest) => {
    const checked = checkAskRequest(options.db(), request);
    const model = await resolveRunModel(options.db(), options.models, askModelSpec(request, options.defaultModelId()));
    return { checked, model };
  };
  /** A stop's rejection, whatever the layer that noticed it threw. */
  const stopped = (signal: AbortSignal | undefined, error: unknown) => (signal?.aborted ? new AskStoppedError() : error);

  return {
    async ask(request, hooks = {}) {
      const { checked, model } = await prepare(request);
      try {
        const answer = await askQuestion(deps(), checked, request, model, { signal: hooks.signal, onProgress: hooks.onProgress, askId: "" });
        emit({ type: "ask.changed", answerId: answer.id });
        return answer;
      } catch (error) {
        throw stopped(hooks.signal, error);
      }
    },
    async start(request) {
      const { checked, model } = await prepare(request);
      const askId = crypto.randomUUID();
      const controller = new AbortController();
      running.set(askId, controller);
      let last: AskProgress = { askId, status: "retrieving", text: "", retrieval: null, tokens: 0, answerId: null, error: null };
      const publish = (progress: AskProgress) => {
        last = progress;
        emit({ type: "ask.progress", progress });
      };
      // Forgotten before the final event goes out, so a stop asked for after it says "not running".
      const ended = <T>(value: T) => (running.delete(askId), value);
      void askQuestion(deps(), checked, request, model, { signal: controller.signal, onProgress: publish, askId })
        .then(ended, (error: unknown) => Promise.reject(ended(error)))
        .then((answer) => {
          // The whole answer's text, as the stream would have ended had every update been sent.
          publish({ ...last, status: "done", text: answer.statements.map((s) => s.text).join(" "), answerId: answer.id, retrieval: answer.retrieval });
          emit({ type: "ask.changed", answerId: answer.id });
        })
        .catch((error: unknown) => {
          const reason = stopped(controller.signal, error);
          publish({ ...last, status: reason instanceof AskStoppedError ? "stopped" : "failed", error: toErrorInfo(reason) });
        });
      return { askId };
    },
    async stop(askId) {
      const controller = running.get(askId);
      if (!controller) return false;
      controller.abort(new AskStoppedError());
      return true;
    },
    async retrieve(request) {
      const checked = checkAskRequest(options.db(), request);
      const { found } = await findPassages(deps(), checked, request);
      return toRetrieval(checked.question, found, 0);
    },
    async get(answerId) {
      const answer = getAskAnswer(options.db(), answerId);
      if (!answer) throw new AskAnswerNotFoundError(answerId);
      return answer;
    },
    async list(request = {}) {
      return listAskAnswers(options.db(), { paperId: request.paperId, limit: request.limit ?? 50 });
    },
    async keep(answerId) {
      const db = options.db();
      const answer = getAskAnswer(db, answerId);
      if (!answer) throw new AskAnswerNotFoundError(answerId);
      const kept = keepAnswer(db, answer, options.reviewer());
      if (kept.qaId !== answer.qaId) {
        emit({ type: "runs.changed", runId: kept.runId });
        emit({ type: "review.changed", qaIds: [kept.qaId] });
        emit({ type: "ask.changed", answerId });
      }
      return kept;
    },
    dispose() {
      for (const controller of running.values()) controller.abort(new AskStoppedError());
      filling.abort();
      void builtInEmbedder.dispose();
    },
  };
}
