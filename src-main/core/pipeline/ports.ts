/**
 * What the pipeline needs from a model, and nothing more. Strategies and filters are written
 * against these ports; `core/llm` provides them (adaptEngine.ts), and a remote OpenAI-compatible
 * backend can provide them later without touching a strategy.
 */

import type { TokenCounts } from "../../contract/tokens.ts";

/** A JSON Schema object describing the output; the generator constrains decoding to it. */
export type JsonSchema = Record<string, unknown>;

export interface StructuredRequest {
  /** Instructions in the system role. */
  system: string;
  /** The task and the paper text, in the user role. */
  prompt: string;
  schema: JsonSchema;
  /** Defaults to 1,024. */
  maxTokens?: number;
  /** Defaults to the run's setting. */
  temperature?: number;
  /** Defaults to the run's seed. */
  seed?: number;
  /**
   * Which of the engine's parallel sequences to use. Requests on one lane reuse the prompt
   * prefix that lane already evaluated (the paper text, for items of the same paper).
   * Defaults to 0.
   */
  lane?: number;
  signal?: AbortSignal;
  /**
   * Called as output tokens are written, with the count so far of this request (a request that
   * is retried counts from 0 again). For the run's live progress. Defaults to none.
   */
  onTokens?: (generated: number) => void;
}

export interface StructuredResult<T> {
  /** Parsed and validated against the schema. */
  output: T;
  tokens: TokenCounts;
}

/** What fitting a prompt into the context needs: the model's token count and its context size. */
export interface TokenBudget {
  /** Tokens a text takes as one chat message, for budgeting prompts against the context window. */
  countTokens(text: string): number;
  /** Tokens the model can see at once (prompt + output). */
  contextSize: number;
  /**
   * The most the model was trained for, when known: a context already that large cannot be
   * raised, so a prompt that does not fit is advised another way. Defaults to unknown.
   */
  maxContextSize?: number | null;
}

export interface GenerationPort {
  generate<T>(request: StructuredRequest): Promise<StructuredResult<T>>;
  /** Tokens a text takes, for budgeting prompts against the context window. */
  countTokens(text: string): number;
  /** Tokens the model can see at once (prompt + output). */
  contextSize: number;
  /** The most the model was trained for, when known (see TokenBudget). */
  maxContextSize?: number | null;
  /** What goes in every record's provenance. */
  model: { name: string; sha256: string | null; quantization: string | null };
  /** How many lanes can generate at once. */
  lanes: number;
}

/**
 * The same generator with every request pinned to one lane. Delegates rather than copies, so
 * a class-based generator keeps its methods and getters.
 */
export function onLane(generator: GenerationPort, lane: number): GenerationPort {
  return {
    generate: (request) => generator.generate({ ...request, lane }),
    countTokens: (text) => generator.countTokens(text),
    get contextSize() {
      return generator.contextSize;
    },
    get maxContextSize() {
      return generator.maxContextSize;
    },
    get model() {
      return generator.model;
    },
    lanes: 1,
  };
}

export interface ScoringPort {
  /** Sum of log-probabilities of `answer`'s tokens after `prompt` (teacher-forced). */
  answerLogProbability(prompt: string, answer: string, signal?: AbortSignal): Promise<number>;
  /** The model that scores, recorded on the run and named in each score's reason. Defaults to unnamed. */
  model?: GenerationPort["model"];
}
