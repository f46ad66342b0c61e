import type { TokenBudget } from "../../ports.ts";

// How big a request is in tokens, and the context it needs: what every method's fit check and
// fitPaper (which shortens the paper to fit) count alike.

/** The two messages of a request. */
export interface Messages {
  system: string;
  prompt: string;
}

/**
 * Tokens the chat template adds around the two messages (role markers, BOS, the assistant turn
 * opener). `countTokens` sees only the raw text, so this is a safety margin, not a measurement.
 */
export const TEMPLATE_MARGIN = 64;

/**
 * Output tokens to reserve: the strategy's setting, but never more than half the context, so a
 * model loaded with a small context still sees a useful part of the paper.
 */
export function outputTokens(maxTokens: number, contextSize: number): number {
  return Math.max(1, Math.min(maxTokens, Math.floor(contextSize / 2)));
}

/** Whether a request with these messages and this many output tokens fits the model's context. */
export function fitsContext(generator: TokenBudget, messages: Messages, maxTokens: number): boolean {
  return generator.countTokens(messages.system) + generator.countTokens(messages.prompt) + TEMPLATE_MARGIN + maxTokens <= generator.contextSize;
}

/** Tokens two messages take with the chat template's margin, as fitPaper counts them. */
export function requestTokens(budget: TokenBudget, messages: Messages): number {
  return budget.countTokens(messages.system) + budget.countTokens(messages.prompt) + TEMPLATE_MARGIN;
}

/**
 * The smallest context that holds a request of `prompt` tokens with its answer reserved as
 * `outputTokens` reserves it (the setting, but at most half the context), rounded up to 256.
 */
export function contextNeeded(prompt: number, maxTokens: number): number {
  const exact = prompt >= maxTokens ? prompt + maxTokens : 2 * prompt;
  return Math.ceil(exact / 256) * 256;
}
