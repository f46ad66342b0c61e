import { addTokens, type noTokens } from "../../../../contract/tokens.ts";
import type { GenerationPort, StructuredRequest } from "../../ports.ts";
import { outputTokens, type Messages } from "./fitPaper.ts";

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
