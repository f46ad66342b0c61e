import type { ChatMessage } from "../../contract/llm.ts";
import type { ModelSession } from "../../contract/modelHost.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { answerMessages } from "./answerPrompt.ts";
import { answerSchema, type ModelAnswer } from "./answerSchema.ts";
import { citeAnswer, type CitedAnswer } from "./citeAnswer.ts";
import { AskContextTooSmallError } from "./errors/AskContextTooSmallError.ts";
import { numberSentences, type NumberedSentence } from "./numberSentences.ts";
import { partialStatements } from "./partialAnswer.ts";
import type { RankedPassage } from "./retrievePassages.ts";

export interface FittedPrompt {
  /** The question asked (a cited table row is narrowed to the cell the statement reads, unless the question names it). */
  question: string;
  /** The passages the model is shown: the best ones, as many as its context holds. */
  shown: RankedPassage[];
  sentences: NumberedSentence[];
  messages: ChatMessage[];
  promptTokens: number;
}

/**
 * The prompt with as many of the best passages as fit in the model's context beside the room
 * kept for the answer, dropping the lowest ranked first. AskContextTooSmallError when not even
 * the best passage fits.
 */
export async function fitPrompt(
  session: ModelSession,
  question: string,
  passages: readonly RankedPassage[],
  answerTokens: number,
  modelName: string,
  build: (sentences: readonly NumberedSentence[]) => ChatMessage[] = (sentences) => answerMessages(question, sentences),
): Promise<FittedPrompt> {
  let smallest = 0;
  for (let count = passages.length; count >= 1; count--) {
    const shown = passages.slice(0, count);
    const sentences = numberSentences(shown);
    const messages = build(sentences);
    const promptTokens = await session.countTokens(messages);
    if (promptTokens + answerTokens <= session.contextSize) return { question, shown, sentences, messages, promptTokens };
    smallest = promptTokens;
  }
  throw new AskContextTooSmallError({ contextSize: session.contextSize, promptTokens: smallest, answerTokens, model: modelName });
}

export interface WriteOptions {
  maxTokens: number;
  temperature: number;
  seed: number;
  signal?: AbortSignal;
  /** The statements written so far, joined, as the model writes them. */
  onText?: (text: string) => void;
  onTokens?: (tokens: number) => void;
}

export interface WrittenAnswer extends CitedAnswer {
  promptTokens: number;
  generatedTokens: number;
}

/** The model's answer to the fitted prompt, generated under the answer schema, then cited against the library. */
export async function writeAnswer(db: LibraryDatabase, session: ModelSession, prompt: FittedPrompt, options: WriteOptions): Promise<WrittenAnswer> {
  const result = await session.generateJson({
    messages: prompt.messages,
    schema: answerSchema(prompt.sentences.map((s) => s.id)),
    maxTokens: options.maxTokens,
    temperature: options.temperature,
    seed: options.seed,
    signal: options.signal,
    ...(options.onTokens ? { onTokens: options.onTokens } : {}),
    ...(options.onText ? { onText: (json: string) => options.onText!(partialStatements(json).join(" ")) } : {}),
  });
  const cited = citeAnswer(db, result.output as ModelAnswer, prompt.sentences, prompt.question);
  return { ...cited, promptTokens: result.tokens.prompt, generatedTokens: result.tokens.generated };
}
