/** A keyword list as printed ("a; b; c", "a, b, c", "a • b", "a. b. c.") split into its terms. */
export function splitKeywords(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  // A list separated by semicolons keeps the commas inside its terms ("Sleep Apnea, Obstructive").
  const separator = /;/.test(text) ? /[;·•|]/ : /[;,·•|]/;
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && separator.test(ch)) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  // "Divulgación de información. Málaga. Páginas web." : full stops between the keywords.
  if (parts.length === 1 && /\.\s+\p{L}/u.test(current)) return splitKeywords(current.replace(/\.\s+(?=\p{L})/gu, "; "));
  return parts.map((k) => k.replace(/[\u2010\u2011]/g, "-").replace(/\s+/g, " ").replace(/[.\s]+$/, "").trim()).filter((k) => k.length > 0 && k.length < 80);
}
