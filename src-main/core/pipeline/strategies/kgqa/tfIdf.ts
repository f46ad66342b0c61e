/** How often things (entities or triplets) occur across a corpus of papers. */
export interface DocumentFrequencies {
  /** Papers in the corpus, this one included. */
  papers: number;
  /** Papers holding each key, this one included. */
  count(key: string): number;
}

/**
 * Inverse document frequency, smoothed so a key held by every paper still weighs 1 and a corpus
 * of one paper ranks by frequency alone: ln((1 + N) / (1 + df)) + 1.
 */
export function inverseDocumentFrequency(papers: number, documentFrequency: number): number {
  return Math.log((1 + papers) / (1 + documentFrequency)) + 1;
}

/** tf-idf with tf the raw count in this paper, as the method defines it for entities and triplets. */
export function tfIdf(termFrequency: number, frequencies: DocumentFrequencies, key: string): number {
  return termFrequency * inverseDocumentFrequency(frequencies.papers, frequencies.count(key));
}

/**
 * Document frequencies from the keys of other papers plus this paper's own: each paper counts a
 * key once, however often it holds it.
 */
export function documentFrequencies(otherPapers: readonly (readonly string[])[], own: readonly string[]): DocumentFrequencies {
  const counts = new Map<string, number>();
  for (const keys of [...otherPapers, own]) for (const key of new Set(keys)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return { papers: otherPapers.length + 1, count: (key) => counts.get(key) ?? 0 };
}
