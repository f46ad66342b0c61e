import type { TokenCounts } from "../../ports.ts";

export const noTokens = (): TokenCounts => ({ prompt: 0, evaluated: 0, generated: 0 });

/** Adds `more` into `total` (an item's calls are summed into one count). */
export function addTokens(total: TokenCounts, more: TokenCounts): TokenCounts {
  total.prompt += more.prompt;
  total.evaluated += more.evaluated;
  total.generated += more.generated;
  return total;
}
