/** Words that open a noun phrase without naming anything: "the catalyst" and "catalyst" are one entity. */
const LEADING = /^(?:the|a|an|this|that|these|those|our|its|their|such|each|every|some|any)\s+/i;

/** Words that name nothing on their own: an entity that is only one of these is no entity. */
const EMPTY = new Set(["the", "a", "an", "this", "that", "these", "those", "it", "its", "they", "them", "their", "we", "our", "he", "she", "which", "such", "each", "some", "any"]);

/** The last word made singular where English plainly marks it ("catalysts" → "catalyst"); "gas", "analysis", "glass" stay. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is|as|os|ics)$/.test(word)) return word;
  if (/(?:ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The key an entity is counted under, so the graph has one node per thing however the model
 * wrote it: Unicode compatibility forms folded (NFKC), lower case, quotes and brackets around it
 * and punctuation at its ends removed, a leading article or determiner dropped, whitespace
 * collapsed, and the head noun (the last word) made singular. Empty when nothing is left.
 */
export function normalizeEntity(text: string): string {
  let key = text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  key = key.replace(/^[\s"'“”‘’`([{<]+|[\s"'“”‘’`)\]}>.,;:!?]+$/g, "");
  while (LEADING.test(key)) key = key.replace(LEADING, "");
  const words = key.split(" ").filter(Boolean);
  if (words.length === 0 || (words.length === 1 && EMPTY.has(words[0]!))) return "";
  words[words.length - 1] = singular(words.at(-1)!);
  return words.join(" ");
}

/** How an entity is shown: as written, less a leading article or determiner and surrounding quotes. */
export function displayEntity(text: string): string {
  let shown = text.normalize("NFKC").replace(/\s+/g, " ").trim();
  shown = shown.replace(/^[\s"'“”‘’`([{<]+|[\s"'“”‘’`)\]}>.,;:!?]+$/g, "");
  while (LEADING.test(shown)) shown = shown.replace(LEADING, "");
  return shown;
}

/** A relation's key: lower case, collapsed whitespace, no end punctuation ("Is used for." → "is used for"). */
export function normalizeRelation(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s"'“”‘’`]+|[\s"'“”‘’`.,;:!?]+$/g, "");
}

/** A triplet's key from its three normalised parts; the separator cannot occur in them. */
export function tripletKey(head: string, relation: string, tail: string): string {
  return `${head}\u241f${relation}\u241f${tail}`;
}
