/**
 * A light stemmer: enough to put "perovskites", "perovskite" and "perovskitic" together. BM25
 * terms (bm25Terms) and the multi-hop check use it; TopicRank takes the Porter stems wink-nlp
 * gives with its tags.
 */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  return w
    .replace(/(?:ational|ations?|ization|izations)$/, "ate")
    .replace(/(?:ies)$/, "y")
    .replace(/(?:ing|ed|ly|es|s|ic|al|ity)$/, "")
    .replace(/(.)\1$/, "$1");
}
