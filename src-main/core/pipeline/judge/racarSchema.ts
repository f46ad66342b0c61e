import { JUDGE_CRITERIA, JUDGE_SCORE_RANGE, type JudgeCriterion } from "../../../contract/judge.ts";
import type { JsonSchema } from "../ports.ts";
import { objectSchema } from "../strategies/shared/jsonSchema.ts";

export type RacarOutput = Record<JudgeCriterion, { reason: string; score: 1 | 2 | 3 }>;

/** Longest reason kept per criterion: one or two sentences, and a model that never closes a string still stops. */
export const MAX_REASON_CHARS = 300;

const SCORES = Array.from({ length: JUDGE_SCORE_RANGE.max - JUDGE_SCORE_RANGE.min + 1 }, (_, i) => JUDGE_SCORE_RANGE.min + i);

/**
 * One object per criterion, reason before score (the model states its grounds, then grades).
 * The score is an enum of 1, 2 and 3 rather than an integer: the grammar then cannot write 0,
 * 4 or an exponent form that parsing would reject.
 */
export const racarSchema: JsonSchema = objectSchema(
  Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, objectSchema({ reason: { type: "string", minLength: 1, maxLength: MAX_REASON_CHARS }, score: { enum: SCORES } })])),
);

/** Output tokens to allow: five reasons at their longest, with room for the JSON around them. */
export const RACAR_MAX_TOKENS = 512;
