import type { JsonSchema } from "../../ports.ts";
import { type Difficulty, difficultySchema } from "../shared/difficulty.ts";
import { objectSchema } from "../shared/jsonSchema.ts";

export interface SciqagOutput {
  qas: { topics?: string[]; question: string; evidence: string[]; answer: string; difficulty: Difficulty }[];
}

/**
 * Exactly `count` QAs. `topics` is an enum of this paper's keyphrases, so a QA can only name
 * topics it was given (the schema, and so the grammar, is built per paper). String lengths are
 * capped generously so that a model that never closes a string still stops.
 */
export function sciqagSchema(count: number, keyphrases: readonly string[], maxEvidence: number): JsonSchema {
  const topics: Record<string, JsonSchema> =
    keyphrases.length > 0 ? { topics: { type: "array", items: { enum: [...new Set(keyphrases)] }, minItems: 1, maxItems: Math.min(3, keyphrases.length) } } : {};
  const qa = objectSchema({
    ...topics,
    question: { type: "string", minLength: 10, maxLength: 400 },
    evidence: { type: "array", items: { type: "string", minLength: 10, maxLength: 600 }, minItems: 1, maxItems: maxEvidence },
    answer: { type: "string", minLength: 1, maxLength: 1500 },
    difficulty: difficultySchema,
  });
  return objectSchema({ qas: { type: "array", items: qa, minItems: count, maxItems: count } });
}
