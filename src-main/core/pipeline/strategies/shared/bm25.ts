import { STOPWORDS } from "../../text/stopwords.ts";
import { stem } from "../../text/topicRank.ts";

/**
 * Content terms for comparing a paper's chunks: lower-cased words and numbers, stopwords out,
 * lightly stemmed (chunks of one paper share its vocabulary, so stems and stopwords matter more
 * than for the engine's general lexical similarity). Used with `bm25Index` from core/llm.
 */
export function bm25Terms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
  return words.filter((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w)).map(stem);
}
