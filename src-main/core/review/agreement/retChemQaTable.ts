import { retChemQaClass, type RetChemQaTable } from "../../../contract/agreement.ts";
import type { AnswerCorrect } from "../../../contract/review.ts";
import { ratio } from "./ratio.ts";

/** One reviewer's RetChemQA table over the QAs they labelled (either label given counts as labelled). */
export function retChemQaTable(reviewer: string, labels: readonly { answerable: boolean | null; answerCorrect: AnswerCorrect | null }[]): RetChemQaTable {
  const counts = { TP: 0, FP: 0, TN: 0, FN: 0, unclassified: 0 };
  for (const { answerable, answerCorrect } of labels) counts[retChemQaClass(answerable, answerCorrect) ?? "unclassified"]++;
  const { TP, FP, TN, FN } = counts;
  const all = TP + FP + TN + FN;
  return {
    reviewer,
    ...counts,
    accuracy: ratio(TP + TN, all),
    precision: ratio(TP, all),
    hallucinationRate: ratio(TN + FN, all),
    hallucinationCaptureRate: ratio(TN, TN + FN),
  };
}
