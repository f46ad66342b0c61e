import type { ControlledEvaluateInputItem, LlamaContextSequence, Token } from "node-llama-cpp";
import { feedPrompt } from "./feedPrompt.ts";

/** Answer tokens scored per controlledEvaluate call: each holds a whole-vocabulary Map until read. */
const CHUNK = 32;

export interface TeacherForced {
  /** Natural log of the probability of each answer token given everything before it. */
  logProbs: number[];
  /** Prompt tokens reused from the sequence's state. */
  reused: number;
}

/**
 * Feeds the prompt and then the given answer token by token (teacher forcing) and reads, before
 * each answer token, the model's probability for it. No sampling options are passed: with any
 * (temperature, top-p...) node-llama-cpp returns the distribution after truncation, where tokens
 * outside the kept set have probability 0.
 */
export async function teacherForcedLogProbs(
  sequence: LlamaContextSequence,
  promptTokens: readonly Token[],
  answerTokens: readonly Token[],
  signal?: AbortSignal,
): Promise<TeacherForced> {
  const { reused, last } = await feedPrompt(sequence, promptTokens, signal);
  // Token i of `scored` yields the distribution of answer token i: the last prompt token, then
  // every answer token but the last.
  const scored = [last, ...answerTokens.slice(0, -1)];
  const logProbs: number[] = [];
  for (let start = 0; start < scored.length; start += CHUNK) {
    signal?.throwIfAborted();
    const chunk = scored.slice(start, start + CHUNK);
    const input = chunk.map((token): ControlledEvaluateInputItem => [token, { generateNext: { probabilities: true } }]);
    const outputs = await sequence.controlledEvaluate(input);
    chunk.forEach((_, i) => logProbs.push(Math.log(outputs[i]?.next.probabilities?.get(answerTokens[start + i]!) ?? 0)));
  }
  return { logProbs, reused };
}
