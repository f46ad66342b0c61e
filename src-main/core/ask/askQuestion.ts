import type { AskAnswer, AskProgress, AskRequest } from "../../contract/ask.ts";
import type { BackendModel } from "../../contract/modelHost.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getAskAnswer, insertAskAnswer } from "../db/repositories/askAnswers.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import { BUILT_IN_EMBEDDER } from "../llm/models/builtIn/builtInModel.ts";
import { createTextEmbedder } from "../llm/embeddings/createTextEmbedder.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelLease } from "../llm/host/ModelLease.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import { resolveRunModel, type RunModel } from "../pipeline/resolveRunModel.ts";
import { RETRIEVAL } from "./retrievalWeights.ts";
import { ASK_PROMPT_VERSION } from "./answerPrompt.ts";
import type { CheckedAsk } from "./checkAskRequest.ts";
import { PassageEmbedder } from "./PassageEmbedder.ts";
import { retrievePassages, type LibraryRetrieval } from "./retrievePassages.ts";
import { toRetrieval } from "./toRetrieval.ts";
import { fitPrompt, writeAnswer } from "./writeAnswer.ts";

/** The context an answer is written in at most: passages and an answer fit well within it, and a larger one costs memory for nothing. */
const ASK_CONTEXT_TOKENS = 8192;
const DEFAULTS = { passages: 6, temperature: 0, seed: 1, maxAnswerTokens: 512 };

export interface AskDependencies {
  db: LibraryDatabase;
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** The sentence encoder built into the app, shared by every question (its worker stays loaded between them). Defaults to none. */
  builtInEmbedder?: TextEmbedder | null;
  /** Called when a question used the built-in encoder (the service then embeds the rest of the library in the background). Defaults to none. */
  onBuiltInUsed?: () => void;
}

/** Which embedder re-ranked an answer's passages, as its settings record it. */
export type AskEmbedder = { id: number; name: string; sha256: string | null } | { id: null; name: string; key: string };

/**
 * Finds the passages for a question, re-ranked by the embedding model asked for or, when none
 * is and the request does not turn it off, by the built-in sentence encoder if it is on by
 * default (RETRIEVAL.builtInByDefault, chosen by measurement).
 */
export async function findPassages(deps: AskDependencies, checked: CheckedAsk, request: AskRequest, signal?: AbortSignal): Promise<{ found: LibraryRetrieval; embedder: AskEmbedder | null }> {
  const embedderModel = request.embedderModel ? await resolveRunModel(deps.db, deps.models, request.embedderModel) : null;
  const builtIn = !embedderModel && (request.builtInEmbedder ?? RETRIEVAL.builtInByDefault) ? (deps.builtInEmbedder ?? null) : null;
  const embedder = embedderModel
    ? new PassageEmbedder(deps.db, await createTextEmbedder(deps.host, { embeddingModel: embedderModel.file, signal }), embedderModel.sha256 ?? embedderModel.file)
    : builtIn
      ? new PassageEmbedder(deps.db, builtIn, BUILT_IN_EMBEDDER.key, false)
      : null;
  try {
    const found = await retrievePassages(deps.db, checked.question, { paperIds: checked.paperIds, limit: request.passages ?? DEFAULTS.passages, embedder, signal });
    const used: AskEmbedder | null = embedderModel
      ? { id: embedderModel.id, name: embedderModel.name, sha256: embedderModel.sha256 }
      : builtIn
        ? { id: null, name: BUILT_IN_EMBEDDER.name, key: BUILT_IN_EMBEDDER.key }
        : null;
    if (builtIn) deps.onBuiltInUsed?.();
    return { found, embedder: used };
  } finally {
    await embedder?.dispose();
  }
}

/**
 * Answers a checked question with `model`: retrieval, then the best passages that fit the
 * model's context, the answer written under the citation schema (its statements reported as
 * they grow), cited against the stored text and stored with its provenance. A retrieval that
 * finds nothing is stored as a refusal without asking the model.
 */
export async function askQuestion(deps: AskDependencies, checked: CheckedAsk, request: AskRequest, model: RunModel, hooks: { signal?: AbortSignal; onProgress?: (p: AskProgress) => void; askId: string }): Promise<AskAnswer> {
  const { signal } = hooks;
  const progress: AskProgress = { askId: hooks.askId, status: "retrieving", text: "", retrieval: null, tokens: 0, answerId: null, error: null };
  const report = throttleLatest((p: AskProgress) => hooks.onProgress?.(p), 100);
  report.final({ ...progress });
  const { found, embedder } = await findPassages(deps, checked, request, signal);
  const settings = {
    temperature: request.temperature ?? DEFAULTS.temperature,
    seed: request.seed ?? DEFAULTS.seed,
    passages: request.passages ?? DEFAULTS.passages,
    maxAnswerTokens: request.maxAnswerTokens ?? DEFAULTS.maxAnswerTokens,
    embedderModel: embedder,
  };
  const stored = (answer: Omit<Parameters<typeof insertAskAnswer>[1], "question" | "paperIds" | "model" | "promptVersion">) =>
    getAskAnswer(deps.db, insertAskAnswer(deps.db, { ...answer, question: checked.question, paperIds: checked.paperIds, model: { id: model.id, name: model.name, sha256: model.sha256, quantization: model.quantization }, promptVersion: ASK_PROMPT_VERSION }))!;

  if (found.passages.length === 0) {
    report.cancel();
    const refusal = "No passage of your papers shares a word with the question, so there is nothing to answer from.";
    return stored({ outcome: "refused", statements: [], citations: [], refusal, retrieval: toRetrieval(checked.question, found, 0), settings: { ...settings, shown: 0 }, tokens: { prompt: 0, generated: 0 } });
  }

  let lease: ModelLease<BackendModel> | undefined;
  try {
    lease = await deps.host.acquire("generator", model.file, { holder: { kind: "ask" }, action: "answer a question", signal });
    const session = await lease.session({ sequences: 1, contextSize: Math.min(lease.model.trainContextSize || ASK_CONTEXT_TOKENS, ASK_CONTEXT_TOKENS), signal });
    const prompt = await fitPrompt(session, checked.question, found.passages, settings.maxAnswerTokens, model.name);
    const retrieval = toRetrieval(checked.question, found, prompt.shown.length);
    Object.assign(progress, { status: "writing", retrieval });
    report.final({ ...progress });
    const written = await writeAnswer(deps.db, session, prompt, {
      maxTokens: settings.maxAnswerTokens,
      temperature: settings.temperature,
      seed: settings.seed,
      signal,
      onTokens: (tokens) => (progress.tokens = tokens),
      onText: (text) => {
        progress.text = text;
        report.push({ ...progress });
      },
    });
    report.cancel();
    const { promptTokens, generatedTokens, ...cited } = written;
    return stored({ ...cited, retrieval, settings: { ...settings, shown: prompt.shown.length, contextSize: session.contextSize }, tokens: { prompt: promptTokens, generated: generatedTokens } });
  } finally {
    report.cancel();
    lease?.release();
  }
}
