import { z } from "zod";

/**
 * Tokens a model read (`prompt`, of which `evaluated` were not already in its sequence's cache)
 * and wrote: a generator's, a run's and a judge's totals. Declared here, below the pipeline, so
 * the remote session and the runs repository start from `noTokens()` too.
 */
export const TokenCountsSchema = z.strictObject({ prompt: z.number().int(), evaluated: z.number().int(), generated: z.number().int() });
export type TokenCounts = z.infer<typeof TokenCountsSchema>;

export const noTokens = (): TokenCounts => ({ prompt: 0, evaluated: 0, generated: 0 });

/** Adds `more` into `total` (an item's calls are summed into one count). */
export function addTokens(total: TokenCounts, more: TokenCounts): TokenCounts {
  total.prompt += more.prompt;
  total.evaluated += more.evaluated;
  total.generated += more.generated;
  return total;
}
