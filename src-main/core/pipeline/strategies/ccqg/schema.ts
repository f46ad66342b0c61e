import type { JsonSchema } from "../../ports.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";

export interface AnswerOutput {
  /** Ids of the shown sentences ("S2"). */
  support: string[];
  answerable: boolean;
  answer: string;
}

/** 1 to `count` questions; lengths capped so a model that never closes a string still stops. */
export function questionsSchema(count: number): JsonSchema {
  return objectSchema({ questions: { type: "array", items: { type: "string", minLength: 10, maxLength: 300 }, minItems: 1, maxItems: count } });
}

/**
 * The support comes first: the model picks the sentences, then decides whether they answer the
 * question, then writes the answer. The answer's character cap is generous for `maxWords` (about
 * eight characters a word) so the grammar never cuts a good answer; the word range itself is
 * checked by the answer-length filter.
 */
export function answerSchema(sentenceIds: readonly string[], maxEvidence: number, maxWords: number): JsonSchema {
  return objectSchema({
    support: sentenceIdsSchema(sentenceIds, 0, maxEvidence),
    answerable: { type: "boolean" },
    answer: { type: "string", minLength: 1, maxLength: Math.max(200, maxWords * 9) },
  });
}

export interface BackedOutput {
  backed: string[];
}

/** Ids of the answer's sentences ("A1"...), at most as many as there are (a repeated id counts once). */
export function backedSchema(sentenceCount: number): JsonSchema {
  const ids = Array.from({ length: sentenceCount }, (_, i) => `A${i + 1}`);
  return objectSchema({ backed: ids.length === 0 ? { type: "array", items: { type: "string" }, maxItems: 0 } : { type: "array", items: { enum: ids }, maxItems: ids.length } });
}
