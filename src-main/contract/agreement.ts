import { z } from "zod";
import type { AnswerCorrect } from "./review.ts";

// Agreement: how far reviewers agree with each other, and the judge with them, for a selection
// of QAs. The review service computes it (review.agreement); Review shows it beside disputed
// QAs, the report shows it per run or strategy, and the CLI prints it.

/**
 * RetChemQA's classes for a reviewed QA, from two labels: is the question answerable from the
 * context the model was shown, and is the answer correct.
 * - TP: answerable, answered correctly.
 * - FP: answerable, but the answer is wrong or incomplete.
 * - TN: not answerable from the context (a "hallucinated question"), yet the answer is right,
 *   typically because it says the context does not answer it.
 * - FN: not answerable, and the answer is wrong (it invents one).
 */
export const RetChemQaClassSchema = z.enum(["TP", "FP", "TN", "FN"]);
export type RetChemQaClass = z.infer<typeof RetChemQaClassSchema>;

/** The class a reviewer's two labels give; null while either label is missing or the answer is marked "unsure". */
export function retChemQaClass(answerable: boolean | null, answerCorrect: AnswerCorrect | null): RetChemQaClass | null {
  if (answerable === null || answerCorrect === null || answerCorrect === "unsure") return null;
  if (answerable) return answerCorrect === "yes" ? "TP" : "FP";
  return answerCorrect === "yes" ? "TN" : "FN";
}

/** The review labels agreement is measured on. */
export const AgreementLabelSchema = z.enum(["decision", "answerCorrect", "answerable"]);
export type AgreementLabel = z.infer<typeof AgreementLabelSchema>;

const share = z.number().nullable();

/** Agreement on one label among the reviewers who gave it. */
export const LabelAgreementSchema = z.strictObject({
  label: AgreementLabelSchema,
  /** Cohen's kappa when exactly two reviewers gave the label in the selection, else Krippendorff's alpha (nominal). */
  method: z.enum(["cohen-kappa", "krippendorff-alpha"]),
  /** 1 = perfect agreement, 0 = what chance alone gives, below 0 = worse than chance; null with `reason`. */
  value: share,
  /** Krippendorff's alpha over the same labels, for comparison across selections with different reviewer counts. */
  alpha: share,
  /** The share of compared QAs on which every reviewer gave the same label. */
  observedAgreement: share,
  /** QAs that at least two reviewers labelled (for kappa: both of the two). */
  compared: z.number().int(),
  /** Why there is no value, in a researcher's words; null when there is one. */
  reason: z.string().nullable(),
});
export type LabelAgreement = z.infer<typeof LabelAgreementSchema>;

export const RetChemQaTableSchema = z.strictObject({
  /** Whose labels; one table per reviewer. */
  reviewer: z.string(),
  TP: z.number().int(),
  FP: z.number().int(),
  TN: z.number().int(),
  FN: z.number().int(),
  /** QAs this reviewer labelled only partly, or marked the answer "unsure". */
  unclassified: z.number().int(),
  /** (TP + TN) / all: answered right, whether or not the question came from the context. */
  accuracy: share,
  /** TP / all, as RetChemQA defines it: from the context and answered right. */
  precision: share,
  /** (TN + FN) / all: questions not answerable from the context. */
  hallucinationRate: share,
  /** TN / (TN + FN): of those, how many the answer handled rightly. */
  hallucinationCaptureRate: share,
});
export type RetChemQaTable = z.infer<typeof RetChemQaTableSchema>;

/**
 * What a breakdown of RetChemQA's table groups QAs by, as the paper reports its figures (per
 * question type, and single- against multi-hop): the QA's type as generated, its hop, or, for a
 * true-or-false QA, the truth value the model gave its statement (labels.truthValue).
 */
export const RetChemQaGroupingSchema = z.enum(["type", "hop", "truthValue"]);
export type RetChemQaGrouping = z.infer<typeof RetChemQaGroupingSchema>;

/** One reviewer's table over the QAs of one group ("factual", "multi", "False"...). */
export const RetChemQaGroupTableSchema = RetChemQaTableSchema.extend({ by: RetChemQaGroupingSchema, group: z.string() });
export type RetChemQaGroupTable = z.infer<typeof RetChemQaGroupTableSchema>;

/** The judge's pass/fail against the reviewers' kept/dropped, keeping as the positive class. */
export const JudgeVsHumanSchema = z.strictObject({
  /** QAs with a judge score and a kept or dropped status (disputed and unreviewed ones are left out). */
  compared: z.number().int(),
  /** Judge passed, humans kept / judge passed, humans dropped / judge failed, humans dropped / judge failed, humans kept. */
  passedKept: z.number().int(),
  passedDropped: z.number().int(),
  failedDropped: z.number().int(),
  failedKept: z.number().int(),
  /** Share of QAs where the judge and the humans agree. */
  accuracy: share,
  /** Of the QAs the judge passed, the share humans kept. */
  precision: share,
  /** Of the QAs humans kept, the share the judge passed. */
  recall: share,
  /** Spearman's rho between the judge's mean criterion score and the share of reviewers who kept the QA. */
  rankCorrelation: share,
});
export type JudgeVsHuman = z.infer<typeof JudgeVsHumanSchema>;

export const ReviewAgreementSchema = z.strictObject({
  /** QAs in the selection. */
  qas: z.number().int(),
  /** Everyone who kept, dropped or labelled a QA of the selection, by name. */
  reviewers: z.array(z.string()),
  labels: z.array(LabelAgreementSchema),
  judge: JudgeVsHumanSchema.nullable(),
  /** Why there are no judge figures; null when there are. */
  judgeReason: z.string().nullable(),
  retChemQa: z.array(RetChemQaTableSchema),
  /**
   * The same tables per reviewer and group (question type, hop, true-or-false truth value), for
   * groups with labelled QAs. Optional: reports stored before it existed still read.
   */
  retChemQaGroups: z.array(RetChemQaGroupTableSchema).optional(),
});
export type ReviewAgreement = z.infer<typeof ReviewAgreementSchema>;
