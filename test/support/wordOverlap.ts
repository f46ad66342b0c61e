/**
 * The word-overlap test near-duplicates used before embeddings (Jaccard over content words with a
 * light suffix strip, failing at 0.7 overlap): kept here only as the baseline that tests and the
 * benchmark compare against, to show what it misses.
 */
const STOPWORDS = new Set("a an the of in on at to for from by with and or is are was were be been being what which who whom whose how why when where does do did can could would should may might this that these those it its their there as into than then".split(" "));

export const WORD_OVERLAP_THRESHOLD = 0.7;

export function contentTerms(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((w) => !STOPWORDS.has(w)).map((w) => w.replace(/(?:ing|ed|es|s)$/u, "")));
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

export const wordOverlap = (a: string, b: string): number => jaccard(contentTerms(a), contentTerms(b));
