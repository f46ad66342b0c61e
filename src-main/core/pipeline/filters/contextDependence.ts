import { CONTEXT_REFERENCES, citationMarkers, resolvedInQa } from "./contextReferences.ts";
import type { FilterVerdict } from "./FilterVerdict.ts";

export { definitional } from "./definitional.ts";

/** Every reference to the paper in hand in `text`, as "refers to WHAT ("phrase")"; `before` is text the QA said earlier. */
function referencesIn(text: string, before: string): string[] {
  const found: string[] = [];
  const whole = before ? `${before}\n${text}` : text;
  const offset = whole.length - text.length;
  for (const { pattern, what, anaphora } of CONTEXT_REFERENCES) {
    const match = text.match(pattern);
    if (!match) continue;
    if (anaphora && resolvedInQa(whole, offset + match.index!, match[0])) continue;
    found.push(`refers to ${what} ("${match[0].trim()}")`);
  }
  const citations = citationMarkers(text);
  if (citations.length > 0) found.push(`refers to a citation number ("${citations[0]}")`);
  return found;
}

/**
 * Fails a QA whose question or answer refers to figures, tables, sections, the paper or its
 * authors. A refusal (`answer` null: a negative's "not available from the given context") is
 * about the context by construction, so only its question is read.
 */
export function contextDependence(question: string, answer: string | null): FilterVerdict {
  const inQuestion = referencesIn(question, "");
  const inAnswer = answer === null ? [] : referencesIn(answer, question);
  // One line per kind of reference; the question's is named first, as it is the worse place.
  const seen = new Set(inQuestion.map((r) => r.replace(/ \(".*$/, "")));
  const found = [...inQuestion.map((r) => `question ${r}`), ...inAnswer.filter((r) => !seen.has(r.replace(/ \(".*$/, ""))).map((r) => `answer ${r}`)];
  return found.length === 0
    ? { metric: "context-dependence", value: 0, verdict: "pass", reason: answer === null ? "the question stands on its own (the answer is a refusal, which is about its context by construction)" : "stands on its own: no reference to figures, tables, sections, the paper or its authors" }
    : { metric: "context-dependence", value: found.length, verdict: "fail", reason: found.join("; ") };
}
