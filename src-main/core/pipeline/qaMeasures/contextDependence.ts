import { citationMarkers } from "./citationMarkers.ts";
import { CONTEXT_REFERENCES, resolvedInQa } from "./contextReferences.ts";
import type { FilterVerdict } from "./FilterVerdict.ts";

interface Found {
  what: string;
  phrase: string;
  answerFails: boolean;
  answerPasses: string;
}

/** Every reference to the paper in hand in `text`; `before` is what the QA said earlier (for "this equation" after naming one). */
function referencesIn(text: string, before: string): Found[] {
  const found: Found[] = [];
  const whole = before ? `${before}\n${text}` : text;
  const offset = whole.length - text.length;
  for (const { pattern, what, answerFails, answerPasses, anaphora } of CONTEXT_REFERENCES) {
    const match = text.match(pattern);
    if (!match) continue;
    if (anaphora && resolvedInQa(whole, offset + match.index!, match[0])) continue;
    // One line per kind of reference.
    if (!found.some((f) => f.what === what)) found.push({ what, phrase: match[0].trim(), answerFails, answerPasses: answerPasses ?? "which attributes a finding without hiding it" });
  }
  const citations = citationMarkers(text);
  if (citations.length > 0) found.push({ what: "a citation number", phrase: citations[0]!, answerFails: true, answerPasses: "" });
  return found;
}

const line = (where: string, f: Found) => `${where} refers to ${f.what} ("${f.phrase}")`;

/**
 * Fails a QA whose question refers to the paper in hand (its figures, tables, sections, "this
 * study", its authors), or whose answer points at what its reader cannot see (a figure, a table,
 * an equation or section by number, supplementary material, a citation number). An answer that
 * only attributes a finding to the paper ("this study found...") passes with the mention noted.
 * A refusal (`answer` null: a negative's "not available from the given context") is about the
 * context by construction, so only its question is read.
 */
export function contextDependence(question: string, answer: string | null): FilterVerdict {
  const inQuestion = referencesIn(question, "");
  const inAnswer = answer === null ? [] : referencesIn(answer, question).filter((f) => !inQuestion.some((q) => q.what === f.what));
  const failing = [...inQuestion.map((f) => line("question", f)), ...inAnswer.filter((f) => f.answerFails).map((f) => line("answer", f))];
  const notedFound = inAnswer.filter((f) => !f.answerFails);
  const noted = notedFound.map((f) => line("answer", f));
  if (failing.length > 0) return { metric: "context-dependence", value: failing.length, verdict: "fail", reason: [...failing, ...noted].join("; ") };
  const base = answer === null ? "the question stands on its own (the answer is a refusal, which is about its context by construction)" : "stands on its own: no reference to figures, tables, sections, the paper or its authors";
  return {
    metric: "context-dependence",
    value: 0,
    verdict: "pass",
    reason: notedFound.length > 0 ? `stands on its own; the ${notedFound.map((f) => `${line("answer", f)}, ${f.answerPasses}`).join("; ")}` : base,
  };
}
