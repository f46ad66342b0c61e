import { addTokens, type noTokens } from "../../../../contract/tokens.ts";
import type { GenerationPort, StructuredRequest } from "../../ports.ts";
import { outputTokens, type Messages } from "./requestSize.ts";

/** One structured request of an item: the prompt, its schema and the answer's token allowance. */
export type Ask = <T>(messages: Messages, schema: StructuredRequest["schema"], maxTokens: number) => Promise<T>;

/**
 * Sends an item's requests at the strategy's temperature, each counting its tokens into the
 * item's, so a run's token figures include calls whose output is thrown away. The answer's
 * allowance is cut to what the model's context leaves.
 */
export function countedAsk(generator: GenerationPort, temperature: number | null | undefined, tokens: ReturnType<typeof noTokens>, signal?: AbortSignal): Ask {
  return async <T>(messages: Messages, schema: StructuredRequest["schema"], maxTokens: number): Promise<T> => {
    signal?.throwIfAborted();
    const result = await generator.generate<T>({ ...messages, schema, maxTokens: outputTokens(maxTokens, generator.contextSize), temperature: temperature ?? undefined, signal });
    addTokens(tokens, result.tokens);
    return result.output;
  };
}

/** How one request is sampled: its temperature (the model's own when unset) and seed. */
export type Sampling = { temperature?: number | null; seed?: number };

/** A request that chooses its own sampling, as a method that samples several answers needs. */
export type SampledAsk = <T>(messages: Messages, schema: StructuredRequest["schema"], maxTokens: number, sampling?: Sampling) => Promise<T>;

/**
 * Like `countedAsk`, but each request says how it is sampled; a request that says nothing sends
 * neither temperature nor seed, so the model's own defaults apply.
 */
export function sampledAsk(generator: GenerationPort, tokens: ReturnType<typeof noTokens>, signal?: AbortSignal): SampledAsk {
  return async <T>(messages: Messages, schema: StructuredRequest["schema"], maxTokens: number, sampling: Sampling = {}): Promise<T> => {
    signal?.throwIfAborted();
    const result = await generator.generate<T>({
      ...messages,
      schema,
      maxTokens: outputTokens(maxTokens, generator.contextSize),
      ...(sampling.temperature !== undefined && sampling.temperature !== null ? { temperature: sampling.temperature } : {}),
      ...(sampling.seed !== undefined ? { seed: sampling.seed } : {}),
      signal,
    });
    addTokens(tokens, result.tokens);
    return result.output;
  };
}
