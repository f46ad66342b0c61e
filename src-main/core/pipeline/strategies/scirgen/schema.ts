import type { JsonSchema } from "../../ports.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";

export interface ScirgenOutput {
  /** `evidence` holds ids of sentences shown in the prompt ("S4"). */
  qas: { question: string; evidence: string[]; answer: string }[];
}

/**
 * Exactly `count` QAs of one type, each citing 1 to `maxEvidence` of the sentence ids the prompt
 * showed (an enum, so the grammar cannot cite anything else). String lengths are capped so a
 * model that never closes a string still stops.
 */
export function scirgenSchema(count: number, maxEvidence: number, sentenceIds: readonly string[]): JsonSchema {
  const qa = objectSchema({
    question: { type: "string", minLength: 10, maxLength: 400 },
    evidence: sentenceIdsSchema(sentenceIds, 1, maxEvidence),
    answer: { type: "string", minLength: 1, maxLength: 1200 },
  });
  return objectSchema({ qas: { type: "array", items: qa, minItems: count, maxItems: count } });
}
