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
  /** The model's working through the type's steps, written before the question. */
  reasoning: string;
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
 * The reasoning the method's prompts ask for before the QA ("Process: record how you go through
 * each step"), bounded so a model that never stops still ends the string.
 */
const REASONING: JsonSchema = { type: "string", minLength: 1, maxLength: 1200 };

/**
 * `answerable` follows the answer and its context: the model judges what it has just written.
 * The context is cited by id, from an enum of the chunk's sentence ids. Short strings and an
 * empty context are allowed so the model can answer "NaN" when the type does not fit after all,
 * instead of being forced to invent a question.
 */
export function chemlitQaSchema(maxContext: number, withDifficulty: boolean, sentenceIds: readonly string[]): JsonSchema {
  return objectSchema({
    reasoning: REASONING,
    question: { type: "string", minLength: 1, maxLength: 400 },
    answer: { type: "string", minLength: 1, maxLength: 1000 },
    context: sentenceIdsSchema(sentenceIds, 0, maxContext),
    answerable: { type: "boolean" },
    ...(withDifficulty ? { difficulty: difficultySchema } : {}),
  });
}

export const difficultyOnlySchema: JsonSchema = objectSchema({ difficulty: difficultySchema });

export interface BridgeQaOutput {
  reasoning: string;
  question: string;
  answer: string;
  /** Ids of passage A's sentences. */
  contextA: string[];
  /** Ids of passage B's sentences. */
  contextB: string[];
  difficulty?: Difficulty;
}

/**
 * Each passage's citations come from that passage's own ids, at least one each: a multi-hop QA
 * cannot come back resting on one chunk. (The total cap is the prompt's; each list is capped at
 * it too.) A "NaN" question still has to cite one sentence of each, which is then dropped.
 */
export function bridgeQaSchema(idsA: readonly string[], idsB: readonly string[], maxContext: number, withDifficulty: boolean): JsonSchema {
  return objectSchema({
    reasoning: REASONING,
    question: { type: "string", minLength: 1, maxLength: 400 },
    answer: { type: "string", minLength: 1, maxLength: 1000 },
    contextA: sentenceIdsSchema(idsA, 1, Math.max(1, maxContext - 1)),
    contextB: sentenceIdsSchema(idsB, 1, Math.max(1, maxContext - 1)),
    ...(withDifficulty ? { difficulty: difficultySchema } : {}),
  });
}

export interface PairedCheckOutput {
  reasoning: string;
  inContext: boolean;
}

export const pairedCheckSchema: JsonSchema = objectSchema({ reasoning: { type: "string", minLength: 1, maxLength: 400 }, inContext: { type: "boolean" } });
