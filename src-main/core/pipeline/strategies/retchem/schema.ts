import type { JsonSchema } from "../../ports.ts";
import { type Difficulty, difficultySchema } from "../shared/difficulty.ts";
import { objectSchema } from "../shared/jsonSchema.ts";
import { sentenceIdsSchema } from "../shared/sentenceIds.ts";
import type { RetchemQuestionType } from "./settings.ts";

/** A multi-hop QA's step: a sentence from one place, and what that place adds. */
export interface HopOutput {
  sentence: string;
  contributes: string;
}

export interface RetchemQaOutput {
  question: string;
  /** Single-hop: ids of sentences shown in the prompt ("S4"). */
  evidence?: string[];
  /** Multi-hop: one entry per place the answer draws on. */
  hops?: HopOutput[];
  /** Multi-hop: how the places' pieces combine into the answer. */
  reasoning?: string;
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
 * prompt showed. A multi-hop QA names its places before its answer (at least `minEvidence`, each
 * a sentence and what it adds) and says how they combine, so the answer is written from that
 * plan; whether each place really contributes is checked after (hopCheck.ts).
 */
export function retchemSchema(type: RetchemQuestionType, count: number, minEvidence: number, maxEvidence: number, sentenceIds: readonly string[], multi = false): JsonSchema {
  const question = { type: "string", minLength: 10, maxLength: 400 };
  const support: Record<string, JsonSchema> = multi
    ? {
        hops: {
          type: "array",
          items: objectSchema({ sentence: ids(sentenceIds), contributes: { type: "string", minLength: 3, maxLength: 200 } }),
          minItems: minEvidence,
          maxItems: Math.max(minEvidence, maxEvidence),
        },
        reasoning: { type: "string", minLength: 10, maxLength: 500 },
      }
    : { evidence: sentenceIdsSchema(sentenceIds, minEvidence, maxEvidence) };
  const qa =
    type === "true-false"
      ? objectSchema({ question, ...support, verdict: { enum: ["True", "False"] }, justification: { type: "string", minLength: 1, maxLength: 400 }, difficulty: difficultySchema })
      : objectSchema({ question, ...support, answer: { type: "string", minLength: 1, maxLength: type === "factual" ? 400 : 1000 }, difficulty: difficultySchema });
  return objectSchema({ qas: { type: "array", items: qa, minItems: count, maxItems: count } });
}

/** One sentence id of those shown (an enum; with none shown, any string, which then cites nothing). */
function ids(sentenceIds: readonly string[]): JsonSchema {
  return sentenceIds.length === 0 ? { type: "string", maxLength: 8 } : { enum: [...sentenceIds] };
}

/** A stated condition and the sentences it is read from. */
export interface CitedValueOutput {
  value: string;
  sentences: string[];
}

export interface ChemicalOutput {
  name: string;
  /** "" when the paper gives no amount. */
  amount: string;
  sentences: string[];
}

export interface MaterialOutput {
  material: string;
  reagents: ChemicalOutput[];
  solvents: ChemicalOutput[];
  temperatures: CitedValueOutput[];
  times: CitedValueOutput[];
  steps: CitedValueOutput[];
}

export interface SynthesisOutput {
  reportsSynthesis: boolean;
  materials: MaterialOutput[];
}

/**
 * The synthesis-conditions record. `reportsSynthesis` comes first, so a paper without a synthesis
 * can be answered "false" with an empty list instead of a made-up material. Every value cites
 * one to three shown sentences by id.
 */
export function synthesisSchema(sentenceIds: readonly string[], maxMaterials: number): JsonSchema {
  const cite = sentenceIdsSchema(sentenceIds, 1, 3);
  const chemical = objectSchema({ name: { type: "string", minLength: 1, maxLength: 120 }, amount: { type: "string", maxLength: 120 }, sentences: cite });
  const value = (max: number) => objectSchema({ value: { type: "string", minLength: 1, maxLength: max }, sentences: cite });
  const list = (items: JsonSchema, max: number) => ({ type: "array", items, maxItems: max });
  return objectSchema({
    reportsSynthesis: { type: "boolean" },
    materials: list(
      objectSchema({
        material: { type: "string", minLength: 1, maxLength: 160 },
        reagents: list(chemical, 12),
        solvents: list(chemical, 6),
        temperatures: list(value(80), 6),
        times: list(value(80), 6),
        steps: list(value(300), 12),
      }),
      maxMaterials,
    ),
  });
}
