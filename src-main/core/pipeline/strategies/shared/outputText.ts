/** Text as a model wrote it, with runs of whitespace collapsed and the ends trimmed. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * What small models write when they have nothing to say: "NaN", "N/A", "...", "<question>", and
 * RetChemQA's "add more questions as needed". Such a field makes its QA unusable.
 */
const PLACEHOLDER = /^(?:n\/?a|nan|none|null|nothing|unknown|tbd|todo|-+|\.+|…|<[^>]*>|\[[^\]]*\]|\{[^}]*\})\.?$|\badd more (?:questions|answers|items|pairs)\b|\b(?:question|answer) (?:goes )?here\b|\blorem ipsum\b/i;

export function isPlaceholder(text: string): boolean {
  const t = tidy(text);
  return t.length === 0 || PLACEHOLDER.test(t);
}

/** A written question and answer, tidied, or null when either is a placeholder (the QA is unusable). */
export function usablePair(raw: { question: string; answer: string }): { question: string; answer: string } | null {
  const question = tidy(raw.question);
  const answer = tidy(raw.answer);
  return isPlaceholder(question) || isPlaceholder(answer) ? null : { question, answer };
}
