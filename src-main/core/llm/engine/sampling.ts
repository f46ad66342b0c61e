import type { SamplingOptions } from "../../../contract/llm.ts";
import { ContextOverflowError } from "../errors/ContextOverflowError.ts";

export interface ResolvedSampling {
  temperature: number;
  topP: number;
  topK: number;
  seed: number;
  maxTokens: number;
}

/**
 * Fills in the sampling defaults and checks that the prompt plus the answer's room fit in the
 * window. Refusing up front is the point: a prompt cut to fit, or a context shift in the middle
 * of an answer, would silently drop part of the paper the question is about.
 */
export function resolveSampling(options: SamplingOptions, promptTokens: number, windowTokens: number): ResolvedSampling {
  const maxTokens = options.maxTokens ?? windowTokens - promptTokens;
  const needed = promptTokens + Math.max(1, maxTokens);
  if (needed > windowTokens) {
    const answer = options.maxTokens === undefined ? "at least 1" : String(options.maxTokens);
    throw new ContextOverflowError(needed, windowTokens, `${promptTokens} prompt tokens + ${answer} for the answer`);
  }
  return { temperature: options.temperature ?? 0, topP: options.topP ?? 1, topK: options.topK ?? 40, seed: options.seed ?? 0, maxTokens };
}
