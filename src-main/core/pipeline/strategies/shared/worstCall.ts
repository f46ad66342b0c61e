import type { TokenBudget } from "../../ports.ts";
import { contextNeeded, fitsContext, outputTokens, requestTokens, type Messages } from "./requestSize.ts";

/** A planned model call: what it is (for the message), its messages, its answer's token limit. */
export interface PlannedCall {
  what: string;
  messages: Messages;
  maxTokens: number;
}

/** The call that overflows the context most: its prompt and answer tokens, and the context that would hold it. */
export interface WorstCall {
  what: string;
  prompt: number;
  answer: number;
  needed: number;
}

/**
 * Of the calls that do not fit the context with their answers, the one that needs the largest
 * context, or null when all fit. A method's fit check names that one call to the user, because
 * the context it asks for then holds every other call too.
 */
export function worstCall(budget: TokenBudget, calls: Iterable<PlannedCall>, worst: WorstCall | null = null): WorstCall | null {
  for (const { what, messages, maxTokens } of calls) {
    const answer = outputTokens(maxTokens, budget.contextSize);
    if (fitsContext(budget, messages, answer)) continue;
    const prompt = requestTokens(budget, messages);
    const needed = contextNeeded(prompt, maxTokens);
    if (!worst || needed > worst.needed) worst = { what, prompt, answer, needed };
  }
  return worst;
}

/** The words a fit check's blocker opens with: which call, its prompt and answer tokens, and the context they overflow. */
export function worstCallMessage(paperName: string, worst: WorstCall, contextSize: number): string {
  const n = (value: number) => value.toLocaleString("en-US");
  return `"${paperName}": the prompt for ${worst.what} takes ${n(worst.prompt)} tokens and ${n(worst.answer)} are kept for the answer, more than the ${n(contextSize)}-token context holds.`;
}
