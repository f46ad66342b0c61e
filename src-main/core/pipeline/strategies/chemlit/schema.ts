import type { JsonSchema } from "../../ports.ts";
import { type Difficulty, difficultySchema } from "../shared/difficulty.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";
import type { ReasoningType } from "./reasoningTypes.ts";

export interface UsefulnessOutput {
  reason: string;
  useful: boolean;
  reasoningTypes: ReasoningType[];
}

export interface ChemlitQaOutput {
  question: string;
  answer: string;
  /** Ids of the chunk's sentences ("S2"). */
  context: string[];
  answerable: boolean;
  difficulty?: Difficulty;
}

/** The reason comes first so the model looks at the text before it decides. */
export function usefulnessSchema(types: readonly ReasoningType[]): JsonSchema {
  return objectSchema({
    reason: { type: "string", minLength: 1, maxLength: 300 },
    useful: { type: "boolean" },
    reasoningTypes: { type: "array", items: { enum: [...types] }, maxItems: types.length },
  });
}

/**
 * `answerable` follows the answer and its context: the model judges what it has just written.
 * The context is cited by id, from an enum of the chunk's sentence ids. Short strings and an
 * empty context are allowed so the model can answer "NaN" when the type does not fit after all,
 * instead of being forced to invent a question.
 */
export function chemlitQaSchema(maxContext: number, withDifficulty: boolean, sentenceIds: readonly string[]): JsonSchema {
  return objectSchema({
    question: { type: "string", minLength: 1, maxLength: 400 },
    answer: { type: "string", minLength: 1, maxLength: 1000 },
    context: sentenceIdsSchema(sentenceIds, 0, maxContext),
    answerable: { type: "boolean" },
    ...(withDifficulty ? { difficulty: difficultySchema } : {}),
  });
}

export const difficultyOnlySchema: JsonSchema = objectSchema({ difficulty: difficultySchema });
