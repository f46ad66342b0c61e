import type { JsonSchema } from "../../ports.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";

export interface TripletsOutput {
  triplets: { head: string; relation: string; tail: string; sentence: string }[];
}

export interface GraphAnswerOutput {
  answer: string;
  /** Ids of the shown sentences ("S2"). */
  sentences: string[];
  answerable: boolean;
}

/**
 * Triplets of one paragraph, each citing the sentence it was read from by id (an enum of the
 * paragraph's ids, so the grammar cannot cite a sentence that was not shown). Short bounded
 * strings keep entities to noun phrases rather than clauses.
 */
export function tripletsSchema(sentenceIds: readonly string[], max: number): JsonSchema {
  return objectSchema({
    triplets: {
      type: "array",
      items: objectSchema({
        head: { type: "string", minLength: 1, maxLength: 80 },
        relation: { type: "string", minLength: 1, maxLength: 60 },
        tail: { type: "string", minLength: 1, maxLength: 80 },
        sentence: { enum: [...sentenceIds] },
      }),
      maxItems: max,
    },
  });
}

export function questionsSchema(max: number): JsonSchema {
  return objectSchema({ questions: { type: "array", items: { type: "string", minLength: 1, maxLength: 300 }, minItems: 1, maxItems: max } });
}

/**
 * The answer, then the sentences it rests on, then whether the paragraphs really answer it: the
 * model judges what it has just written. An empty citation list is allowed for a refusal.
 */
export function answerSchema(sentenceIds: readonly string[], maxEvidence: number): JsonSchema {
  return objectSchema({
    answer: { type: "string", minLength: 1, maxLength: 900 },
    sentences: sentenceIdsSchema(sentenceIds, 0, maxEvidence),
    answerable: { type: "boolean" },
  });
}
