import { FUNCTION_WORDS } from "../llm/embeddings/functionWords.ts";

/**
 * Words that frame a question rather than name its subject ("Which of the following...",
 * "approximately what percentage..."). They are in nearly every question and in many passages,
 * so they would only add noise to the full-text query.
 */
const QUESTION_FRAME = new Set(
  (
    "following approximately roughly about many much percentage percent proportion fraction number amount value " +
    "whether true false likely most least best mainly primarily main type kind one two three"
  ).split(" "),
);

/**
 * The searchable words of a question, as the full-text index splits text (`unicode61` with
 * diacritics removed: runs of letters and digits), lower-cased, without function words and
 * question framing, each once, in the order they appear. Single characters are kept only when
 * they are digits or part of nothing else: "K" in "K-Ras" matches too much to help.
 */
export function questionTerms(question: string): string[] {
  const words = question
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  for (const word of words) {
    if (word.length < 2 || FUNCTION_WORDS.has(word) || QUESTION_FRAME.has(word)) continue;
    seen.add(word);
  }
  return [...seen];
}

/** An FTS5 query matching any of the terms (each quoted, so none can be FTS5 syntax); null when there are none. */
export function anyTermQuery(terms: readonly string[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" OR ");
}

/**
 * The terms worth searching an index for: those in at most `common` of its rows (passages or
 * QAs), and in any case the `keep` rarest. A word found in more rows adds little to BM25 (its
 * weight falls with how common it is) but the index must score every row holding it, which is
 * most of a search's time in a large library; the in-paper pass still reads every word.
 */
export function selectiveTerms(terms: readonly string[], counts: ReadonlyMap<string, number>, common: number, keep = 3): string[] {
  const rarest = new Set([...terms].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0)).slice(0, keep));
  return terms.filter((t) => (counts.get(t) ?? 0) > 0 && ((counts.get(t) ?? 0) <= common || rarest.has(t)));
}
