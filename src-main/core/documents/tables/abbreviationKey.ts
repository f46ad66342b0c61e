/**
 * A table's key to its abbreviations, printed under it with no "Abbreviations:" word ("RCTs,
 * randomized controlled trials; OR, odds ratio; CI, confidence interval." or one pair alone,
 * "EGDT, early goal-directed therapy."). Medical and life-science journals set it so, often in the
 * body's type, and it was left in the body on the born-digital page while the scan's reading (type
 * measured from ink) gave it to the table: the same note read two ways.
 *
 * The key is an abbreviation (two capitals or more, "RCTs", "HbA1c", "IL-6") then ", " or ": " or
 * " = " and its expansion; a list goes on with "; " and another such pair. A pair alone counts only
 * as a short line ending in a full stop: a sentence opening "EGDT, however, ..." runs on.
 */
const KEY = String.raw`(?=[^\s,:;=]*\p{Lu}[^\s,:;=]*\p{Lu})[\p{L}\p{N}][\p{L}\p{N}\-/]{1,11}(?:,|:|\s=)\s\p{L}`;
const FIRST_PAIR = new RegExp(`^${KEY}`, "u");
const NEXT_PAIR = new RegExp(`^${KEY}[^;]{0,60};\\s${KEY}`, "u");

export function isAbbreviationKey(text: string): boolean {
  const line = text.trim();
  if (!FIRST_PAIR.test(line)) return false;
  if (NEXT_PAIR.test(line)) return true;
  return /\.$/.test(line) && line.split(/\s+/).length <= 8 && !/,.*,/.test(line);
}
