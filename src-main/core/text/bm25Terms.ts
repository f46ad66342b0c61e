import { stem } from "./stem.ts";
import { STOPWORDS } from "./stopwords.ts";

/** Words seen before and their stems: a paper's vocabulary repeats, and stemming is most of the time spent on terms. */
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;

/**
 * Content terms for comparing passages of one paper: lower-cased words and numbers, stopwords
 * out, numbers out, lightly stemmed (passages of one paper share its vocabulary, so stems and
 * stopwords matter more than for the engine's general lexical similarity, `lexicalTerms`).
 * Used with `bm25Index` by the strategies' chunk ranking and Ask's reread of each paper.
 */
export function bm25Terms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []) {
    if (STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      if (stems.size >= STEMS_KEPT) stems.clear();
      stems.set(word, (stemmed = stem(word)));
    }
    out.push(stemmed);
  }
  return out;
}
