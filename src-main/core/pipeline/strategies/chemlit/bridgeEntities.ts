/** A named thing two chunks of a paper both talk about, and which two chunks. */
export interface Bridge {
  /** The entity as the first chunk writes it ("YSZ", "TiO2", "Raman"). */
  entity: string;
  /** Positions, in the list given, of the two chunks (earlier first). */
  chunks: [number, number];
}

// Names the paper's NER (spaCy) would tag in chemistry text, found by their shape: formulas and
// acronyms (a capital with a digit or another capital: "TiO2", "YSZ", "MgCCMg", "XRD"), and
// capitalised words that do not open a sentence (proper names: "Raman", "Nafion").
const FORMULA_OR_ACRONYM = /^(?=.*\p{Lu})(?=.*(?:\d|\p{Lu}.*\p{Lu}))[\p{L}\d][\p{L}\d()\-+]*$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}{2,}$/u;

/** Words whose capital carries no name, when they do stand mid-sentence (after a colon, in a title). */
const NOT_NAMES = new Set(["The", "This", "That", "These", "Those", "Figure", "Fig", "Table", "Section", "Equation", "However", "Here", "We", "Our", "In", "For", "And"]);

/** A word without the punctuation around it; a closing bracket stays when the word opened one ("Fe(III)"). */
function bare(word: string): string {
  let w = word.replace(/^[^\p{L}\d(]+|[^\p{L}\d)]+$/gu, "");
  if (w.startsWith("(") && w.endsWith(")")) w = w.slice(1, -1);
  if (w.startsWith("(")) w = w.slice(1);
  if (w.endsWith(")") && !w.includes("(")) w = w.slice(0, -1);
  return w;
}

/** Entity mentions in a text, keyed by a case-folded form, with the first spelling seen. */
export function entityMentions(text: string): Map<string, string> {
  const found = new Map<string, string>();
  // Sentences split on full stops followed by a space, so the first word of each is known.
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const words = sentence.split(/\s+/).map(bare);
    words.forEach((word, i) => {
      if (word.length < 2 || NOT_NAMES.has(word)) return;
      const isName = FORMULA_OR_ACRONYM.test(word) || (i > 0 && CAPITALISED.test(word));
      if (!isName) return;
      const key = word.toLowerCase();
      if (!found.has(key)) found.set(key, word);
    });
  }
  return found;
}

/**
 * Bridge entities for multi-hop QAs: names that occur in two or more chunks of the paper, so a
 * question through them must join two places. Rarer names come first (a name in
 * two chunks ties them more tightly than one in every chunk, which is the paper's subject), then
 * pairs of chunks further apart (a question across sections needs more than one retrieval),
 * then the earlier pair; each entity joins its furthest-apart chunks whose pair no other bridge
 * took. Each chunk pair and each entity is used once; at most `max` bridges.
 * A name found in every chunk bridges nothing in particular and is never used.
 */
export function findBridges(texts: readonly string[], max: number): Bridge[] {
  if (max <= 0 || texts.length < 2) return [];
  const mentions = texts.map(entityMentions);
  const where = new Map<string, number[]>();
  mentions.forEach((m, i) => {
    for (const key of m.keys()) where.set(key, [...(where.get(key) ?? []), i]);
  });
  const candidates: { key: string; chunks: number[] }[] = [];
  for (const [key, chunks] of where) if (chunks.length >= 2 && chunks.length < texts.length) candidates.push({ key, chunks });
  const span = (c: { chunks: number[] }) => c.chunks.at(-1)! - c.chunks[0]!;
  candidates.sort((x, y) => x.chunks.length - y.chunks.length || span(y) - span(x) || x.chunks[0]! - y.chunks[0]! || x.key.localeCompare(y.key));
  const bridges: Bridge[] = [];
  const used = new Set<string>();
  for (const c of candidates) {
    if (bridges.length >= max) break;
    // The entity's two furthest-apart chunks whose pair no other bridge has taken.
    const pairs = c.chunks.flatMap((a, i) => c.chunks.slice(i + 1).map((b) => [a, b] as [number, number]));
    pairs.sort((p, q) => q[1] - q[0] - (p[1] - p[0]) || p[0] - q[0]);
    const pair = pairs.find(([a, b]) => !used.has(`${a}-${b}`));
    if (!pair) continue;
    used.add(`${pair[0]}-${pair[1]}`);
    bridges.push({ entity: mentions[pair[0]]!.get(c.key)!, chunks: pair });
  }
  return bridges;
}
