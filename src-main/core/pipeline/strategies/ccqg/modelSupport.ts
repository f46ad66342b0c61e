import { answerSentences } from "../../qaMeasures/answerSentences.ts";
import type { SampledAsk } from "../shared/countedAsk.ts";
import { consistencyMessages } from "./prompt.ts";
import { type BackedOutput, backedSchema } from "./schema.ts";

/**
 * The model's own consistency judgement: for each sentence of the answer, the share of the
 * sampled answers the model says back it. An empty sample (a refusal) backs nothing.
 */
export async function modelSupport(ask: SampledAsk, question: string, modelAnswer: string, samples: readonly string[], maxTokens: number): Promise<number[]> {
  const sentences = answerSentences(modelAnswer);
  const votes = sentences.map(() => 0);
  for (const sample of samples) {
    if (!sample || sentences.length === 0) continue;
    const judged = await ask<BackedOutput>(consistencyMessages(question, sentences, sample), backedSchema(sentences.length), maxTokens, { temperature: 0 });
    for (const id of new Set(judged.backed)) {
      const i = Number(id.slice(1)) - 1;
      if (i >= 0 && i < votes.length) votes[i]!++;
    }
  }
  return votes.map((v) => v / samples.length);
}
