/**
 * Words of a text for lexical matching: lower-cased runs of letters and digits (any script), so
 * "Perovskite", "perovskite," and "PEROVSKITE" match, and numbers such as "1.5" stay whole.
 * No stemming or stop words: BM25's IDF already discounts words that appear everywhere.
 */
export function lexicalTerms(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}]+|\p{N}+(?:[.,]\p{N}+)*/gu) ?? [];
}
