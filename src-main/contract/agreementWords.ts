import type { JudgeVsHuman, LabelAgreement, RetChemQaClass } from "./agreement.ts";
import { shareWords } from "./shareWords.ts";

/**
 * Fewest QAs two reviewers must both have labelled before an agreement figure is shown. Below
 * it the figure says nothing: kappa's standard error near chance with balanced labels is about
 * 1/√n, so at 10 QAs its 95% interval already spans ±0.6 (from "none" to "substantial"), and at
 * 2 QAs one disagreement reads as −1.00. The value stays in the JSON for whoever wants it.
 */
export const MIN_QAS_FOR_AGREEMENT = 10;

export const AGREEMENT_METHOD_WORDS: Record<LabelAgreement["method"], string> = { "cohen-kappa": "Cohen's kappa", "krippendorff-alpha": "Krippendorff's alpha" };

const qas = (n: number) => `${n.toLocaleString("en-US")} QA${n === 1 ? "" : "s"}`;

/**
 * One label's agreement in words, always with the n it rests on: "Cohen's kappa 0.62 over 14
 * QAs", "too few QAs to measure (2 compared; 10 needed)", or why there is no figure.
 */
export function describeLabelAgreement(l: LabelAgreement): { measured: boolean; text: string } {
  if (l.value !== null && l.compared >= MIN_QAS_FOR_AGREEMENT) {
    return { measured: true, text: `${AGREEMENT_METHOD_WORDS[l.method]} ${l.value.toFixed(2)} over ${qas(l.compared)}` };
  }
  if (l.compared > 0 && l.compared < MIN_QAS_FOR_AGREEMENT) {
    return { measured: false, text: `too few QAs to measure (${l.compared} compared; ${MIN_QAS_FOR_AGREEMENT} needed)` };
  }
  return { measured: false, text: l.reason ?? "not enough labels" };
}

/** The QAs on which every reviewer gave the same label, as `shareWords` says them (the share back to its count). */
export function sameLabelWords(l: LabelAgreement): string {
  return l.observedAgreement === null ? "—" : shareWords(Math.round(l.observedAgreement * l.compared), l.compared);
}

/**
 * The judge against the reviewers in one sentence with its n. Each rate has its own whole
 * (accuracy: every settled QA; precision: those the judge passed; recall: those reviewers kept),
 * so each is said by `shareWords` on its own whole; below the minimum the sentence says first that
 * it is too few to measure and the rank correlation (of as few points) is left out.
 */
export function describeJudgeAgreement(j: JudgeVsHuman): string {
  const passed = j.passedKept + j.passedDropped;
  const kept = j.passedKept + j.failedKept;
  const rates = `accuracy ${shareWords(j.passedKept + j.failedDropped, j.compared)}, precision ${shareWords(j.passedKept, passed)}, recall ${shareWords(j.passedKept, kept)}`;
  if (j.compared < MIN_QAS_FOR_AGREEMENT) return `On ${qas(j.compared)}, too few to measure (${MIN_QAS_FOR_AGREEMENT} needed): ${rates}.`;
  return `On ${qas(j.compared)}: ${rates}; rank correlation ${j.rankCorrelation === null ? "—" : j.rankCorrelation.toFixed(2)}.`;
}

/** RetChemQA's four classes in a reviewer's words, for where the letters alone would be jargon. */
export const RETCHEMQA_CLASS_WORDS: Record<RetChemQaClass, string> = {
  TP: "from the context, answered right",
  FP: "from the context, answered wrong",
  TN: "not in the context, handled right",
  FN: "not in the context, answer invented",
};
