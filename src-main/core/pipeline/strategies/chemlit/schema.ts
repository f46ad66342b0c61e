import type { JsonSchema } from "../../ports.ts";
import { type Difficulty, difficultySchema } from "../shared/difficulty.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import type { ReasoningType } from "./reasoningTypes.ts";

export interface UsefulnessOutput {
  reason: string;
  useful: boolean;
  reasoningTypes: ReasoningType[];
}

export interface ChemlitQaOutput {
  question: string;
  answer: string;
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
 * Short strings and an empty context are allowed so the model can answer "NaN" when the type
 * does not fit after all, instead of being forced to invent a question.
 */
export function chemlitQaSchema(maxContext: number, withDifficulty: boolean): JsonSchema {
  return objectSchema({
    question: { type: "string", minLength: 1, maxLength: 400 },
    answer: { type: "string", minLength: 1, maxLength: 1000 },
    context: { type: "array", items: { type: "string", minLength: 10, maxLength: 800 }, minItems: 0, maxItems: maxContext },
    answerable: { type: "boolean" },
    ...(withDifficulty ? { difficulty: difficultySchema } : {}),
  });
}

export const difficultyOnlySchema: JsonSchema = objectSchema({ difficulty: difficultySchema });
