import type { GbnfJsonSchema, LlamaGrammar } from "node-llama-cpp";
import { GenerationFailedError } from "../errors/GenerationFailedError.ts";
import { findNonFinite } from "./checkJsonSchema.ts";
import { JSON_ATTEMPTS, RETRY_TEMPERATURE } from "./jsonRetries.ts";
import type { RawGeneration } from "./runGeneration.ts";
import type { ResolvedSampling } from "./sampling.ts";

/** The JSON schema the engine compiles to a grammar (node-llama-cpp's GBNF subset); the ports' plain record is `JsonSchema`. */
export type GrammarSchema = GbnfJsonSchema;

/** A grammar compiled from a JSON schema: it also parses and checks the text it produced. */
export type JsonGrammar = LlamaGrammar & { parse(json: string): unknown };

export interface RetryOptions<T> {
  validate?: (value: unknown) => T;
  attempts?: number;
  retryTemperature?: number;
}

/**
 * Generates until the output parses against the schema (and passes `validate`), at most
 * `attempts` times. The grammar makes the output well-formed JSON of the right shape, yet it
 * can still fail: an integer written with an exponent (`-35e10`, which the parse rejects), a
 * number that overflows to Infinity (`1e999`), or an answer cut off at maxTokens. Each retry
 * takes the next seed; a greedy request retries at `retryTemperature`, or it would repeat the
 * same output exactly.
 */
export async function generateWithRetries<T>(
  grammar: JsonGrammar,
  options: RetryOptions<T>,
  sampling: ResolvedSampling,
  run: (sampling: ResolvedSampling) => Promise<RawGeneration>,
): Promise<RawGeneration & { attempts: number; output: T }> {
  const attempts = Math.max(1, options.attempts ?? JSON_ATTEMPTS);
  let lastReason = "";
  let lastText = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const retry = attempt > 1;
    const raw = await run({
      ...sampling,
      temperature: retry && sampling.temperature === 0 ? (options.retryTemperature ?? RETRY_TEMPERATURE) : sampling.temperature,
      seed: sampling.seed + attempt - 1,
    });
    try {
      const parsed: unknown = grammar.parse(raw.text);
      const overflow = findNonFinite(parsed);
      if (overflow) throw new RangeError(`a number at ${overflow} is too large for JSON`);
      const output = options.validate ? options.validate(parsed) : (parsed as T);
      return { ...raw, attempts: attempt, output };
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
      lastReason = raw.stopReason === "maxTokens" ? `the output was cut off at ${raw.tokens} tokens (${message})` : message;
      lastText = raw.text;
    }
  }
  throw new GenerationFailedError(attempts, lastReason, lastText);
}
