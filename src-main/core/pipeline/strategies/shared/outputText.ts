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

const quoteKey = (text: string) => tidy(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** Evidence sentences: tidied, without placeholders or repeats, at most `max`. */
export function cleanQuotes(quotes: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const quote of quotes) {
    const text = tidy(quote);
    const key = quoteKey(text);
    if (isPlaceholder(text) || key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === max) break;
  }
  return out;
}
