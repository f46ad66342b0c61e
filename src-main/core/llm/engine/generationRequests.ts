import type { ChatMessage, ChatTemplateInfo, SamplingOptions } from "../../../contract/llm.ts";
import type { GrammarSchema } from "./generateWithRetries.ts";
import type { GenerationProgress, RawGeneration } from "./runGeneration.ts";

// What Generator's calls take and give: free text, JSON under a schema, an answer's score.

export interface GenerationRequest extends SamplingOptions {
  /** The conversation so far; the model writes the next assistant turn. */
  messages: readonly ChatMessage[];
  /** Stops generation; the call rejects with the signal's reason. Defaults to none. */
  signal?: AbortSignal;
  /** Called after each token with the count so far, the speed and the new text. Defaults to none. */
  onProgress?: (progress: GenerationProgress) => void;
  /**
   * Run on this sequence (0-based), waiting for it if busy: a caller that keeps one paper per
   * sequence gets that paper's text reused. Defaults to any free sequence, the one sharing the
   * longest prefix with the prompt.
   */
  sequence?: number;
}

export interface GenerationResult extends RawGeneration {
  /** Generations tried: 1 for free text, more when structured output had to be retried. */
  attempts: number;
  chatTemplate: ChatTemplateInfo;
}

export interface GenerateJsonRequest<T> extends GenerationRequest {
  /** The JSON schema the output follows (node-llama-cpp's GBNF subset of JSON Schema). */
  schema: GrammarSchema;
  /** A further check of the parsed value (e.g. a zod schema's `parse`); throwing fails the attempt. Defaults to none. */
  validate?: (value: unknown) => T;
  /** Generations to try before giving up with GenerationFailedError. Defaults to 3. */
  attempts?: number;
  /**
   * Temperature of the retries when `temperature` is 0: a greedy retry would repeat the same
   * output token for token. Defaults to 0.7.
   */
  retryTemperature?: number;
}

export interface JsonGenerationResult<T> extends GenerationResult {
  output: T;
}

export interface ScoreRequest {
  /** The prompt, as for generation. */
  messages: readonly ChatMessage[];
  /** The answer text whose probability is wanted, as the model's next turn. */
  answer: string;
  /** Defaults to none. */
  signal?: AbortSignal;
  /** As for generation. Defaults to any free sequence. */
  sequence?: number;
}
