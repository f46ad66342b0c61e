import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { citedSentences, type ShownSentence } from "../shared/sentenceIds.ts";
import type { GeneratedQa } from "../Strategy.ts";
import type { Hop } from "./prompt.ts";
import type { RetchemQaOutput } from "./schema.ts";
import type { RetchemQuestionType } from "./settings.ts";

const TRUE_OR_FALSE = /^\s*true\s+or\s+false\b\s*[:,-]?\s*/i;

/** One output QA as a GeneratedQa, or null when it is unusable (a placeholder, an empty field). */
export function interpret(raw: RetchemQaOutput, type: RetchemQuestionType, hop: Hop, evidence: { shown: readonly ShownSentence[]; max: number }, context: Record<string, unknown>): GeneratedQa | null {
  let question = tidy(raw.question);
  let answer: string;
  const labels: Record<string, unknown> = { questionType: type };
  if (type === "true-false") {
    // RetChemQA's form: the statement behind "True or False:", answered True or False; the
    // justification follows the verdict in the answer (stripped of a verdict it may repeat).
    const statement = question.replace(TRUE_OR_FALSE, "");
    const justification = tidy(raw.justification ?? "").replace(/^(?:true|false)\b[.,:;!-]?\s*/i, "");
    if (isPlaceholder(statement) || !raw.verdict) return null;
    question = `True or false: ${statement}`;
    answer = justification && !isPlaceholder(justification) ? `${raw.verdict}. ${justification}` : raw.verdict;
    labels.truthValue = raw.verdict;
  } else {
    answer = tidy(raw.answer ?? "");
    if (isPlaceholder(question) || isPlaceholder(answer)) return null;
  }
  const ids = hop === "multi" ? (raw.hops ?? []).map((h) => h.sentence) : (raw.evidence ?? []);
  if (hop === "multi") {
    // What the model said each place adds and how they combine: the QA's own account of its hops,
    // kept beside the check that tests it.
    labels.hops = (raw.hops ?? []).map((h) => ({ sentence: h.sentence, contributes: tidy(h.contributes) }));
    labels.reasoning = tidy(raw.reasoning ?? "");
  }
  return { question, answer, type, difficulty: raw.difficulty, hop, negative: false, evidenceQuotes: citedSentences(ids, evidence.shown, evidence.max), labels, context };
}

/**
 * What the multi-hop check reads as the QA's answer: the answer itself, or for a true-or-false
 * QA the statement and its justification (the statement carries the claim). The question's other
 * words are left out: "...about the YSZ films?" would otherwise credit any paragraph naming YSZ.
 */
export function answerContent(qa: GeneratedQa, type: RetchemQuestionType): string {
  return type === "true-false" ? `${qa.question.replace(TRUE_OR_FALSE, "")} ${qa.answer}` : qa.answer;
}

/** The shown sentences a QA cites, in reading order (each once). */
export function citedShown(raw: RetchemQaOutput, hop: Hop, shown: readonly ShownSentence[]): ShownSentence[] {
  const ids = new Set(hop === "multi" ? (raw.hops ?? []).map((h) => h.sentence) : (raw.evidence ?? []));
  return shown.filter((s) => ids.has(s.id));
}
