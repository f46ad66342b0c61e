import type { JsonSchema } from "../../ports.ts";
import { type Difficulty, difficultySchema } from "../shared/difficulty.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";

export interface SciqagOutput {
  /** `evidence` holds ids of sentences shown in the prompt ("S4"). */
  qas: { topics?: string[]; question: string; evidence: string[]; answer: string; difficulty: Difficulty }[];
}

/**
 * Exactly `count` QAs. `topics` is an enum of this paper's keyphrases, so a QA can only name
 * topics it was given, and `evidence` an enum of the sentence ids the prompt showed, so it can
 * only cite sentences of the paper (the schema, and so the grammar, is built per paper). String
 * lengths are capped generously so that a model that never closes a string still stops.
 */
export function sciqagSchema(count: number, keyphrases: readonly string[], maxEvidence: number, sentenceIds: readonly string[]): JsonSchema {
  const topics: Record<string, JsonSchema> =
    keyphrases.length > 0 ? { topics: { type: "array", items: { enum: [...new Set(keyphrases)] }, minItems: 1, maxItems: Math.min(3, keyphrases.length) } } : {};
  const qa = objectSchema({
    ...topics,
    question: { type: "string", minLength: 10, maxLength: 400 },
    evidence: sentenceIdsSchema(sentenceIds, 1, maxEvidence),
    answer: { type: "string", minLength: 1, maxLength: 1500 },
    difficulty: difficultySchema,
  });
  return objectSchema({ qas: { type: "array", items: qa, minItems: count, maxItems: count } });
}
