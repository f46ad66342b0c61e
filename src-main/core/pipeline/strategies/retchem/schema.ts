import type { JsonSchema } from "../../ports.ts";
import { type Difficulty, difficultySchema } from "../shared/difficulty.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";
import type { QuestionType } from "./settings.ts";

export interface RetchemQaOutput {
  question: string;
  /** Ids of sentences shown in the prompt ("S4"). */
  evidence: string[];
  answer?: string;
  verdict?: "True" | "False";
  justification?: string;
  difficulty: Difficulty;
}

export interface RetchemOutput {
  qas: RetchemQaOutput[];
}

/**
 * Exactly `count` QAs of one type. Evidence is cited by id, from an enum of the sentence ids the
 * prompt showed. In multi-hop mode the grammar already demands at least `minEvidence` of them;
 * whether they come from different paragraphs is checked after.
 */
export function retchemSchema(type: QuestionType, count: number, minEvidence: number, maxEvidence: number, sentenceIds: readonly string[]): JsonSchema {
  const evidence = sentenceIdsSchema(sentenceIds, minEvidence, maxEvidence);
  const question = { type: "string", minLength: 10, maxLength: 400 };
  const qa =
    type === "true-false"
      ? objectSchema({ question, evidence, verdict: { enum: ["True", "False"] }, justification: { type: "string", minLength: 1, maxLength: 400 }, difficulty: difficultySchema })
      : objectSchema({ question, evidence, answer: { type: "string", minLength: 1, maxLength: type === "factual" ? 400 : 1000 }, difficulty: difficultySchema });
  return objectSchema({ qas: { type: "array", items: qa, minItems: count, maxItems: count } });
}
