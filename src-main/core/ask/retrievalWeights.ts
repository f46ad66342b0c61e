import { BUILT_IN_USES } from "../llm/models/builtIn/builtInUses.ts";

/**
 * How retrieval weighs its indexes. Chosen with `npm run bench:ask` on LitQA2's "train"
 * questions only (the split PaperQA2's authors published), then reported on its "eval" questions
 * (docs/ask.md has the figures). Word vectors (GloVe) were tried as the similarity and lowered
 * both figures on "train", so without an embedding model no similarity is used.
 */
export const RETRIEVAL = {
  /** Passages taken from the full-text index before re-ranking. */
  candidates: 200,
  /**
   * A question word in more passages (or stored QAs) than this is not looked up in that index
   * (see selectiveTerms). On the 10,000-paper scale library (237,000 passages) this took the index's
   * part of a search from about a second to tens of milliseconds; no library of LitQA2's size has
   * a word that common, so its figures are unchanged.
   */
  commonRows: 5000,
  /** Weight of a passage's library-wide BM25, relative to the best passage found. */
  library: 1,
  /** Papers whose passages are all re-scored by in-paper BM25. */
  papersReread: 3,
  /** Weight of the in-paper BM25 (relative to the paper's best passage, times the paper's relative score). */
  paper: 1,
  /** BM25 length normalization inside a paper: its passages vary from a caption to a long paragraph. */
  paperLengthNorm: 0.3,
  /** A paper's score: its best passage, plus these shares of its second and third (a paper about the question has several). */
  paperSecond: 0.5,
  paperThird: 0.25,
  /**
   * Weight of a stored QA whose question resembles this one, given to the passages its evidence
   * quotes (relative to the best such QA). Not measured: LitQA2's library has no stored QAs.
   */
  questions: 0.5,
  /** Stored QAs looked up. */
  questionHits: 20,
  /** Weight of the embedding model's cosine similarity. Not measured: no embedding model can be downloaded here. */
  embedding: 1,
  /** Passages (the best by words) the embedding model re-ranks. */
  embeddingCandidates: 40,
  /**
   * Passages the vector pass adds: those whose stored vectors are nearest the question's, words
   * or not (only passages whose vectors are stored can be found: fillPassageVectors stores them).
   */
  vectorHits: 40,
  /**
   * Whether the vector pass runs for every question, or only when words found fewer passages than
   * asked for (a question that shares no word with the papers). Only then: on LitQA2 (33 papers
   * whose passages were all embedded, "train" questions) adding them to every question found no
   * more key passages at any weight and put fewer source papers in the top five (docs/ask.md).
   */
  vectorPassAlways: false,
  /**
   * Whether Ask re-ranks with the built-in sentence encoder when no embedding model is named. Off:
   * on LitQA2 it found fewer key passages in the top five than words alone (60 against 62 of 82
   * with the question alone, 68 against 69 with the choices), no weight chosen on "train" gained
   * one, and a library's first questions wait for its passages at a few per second (docs/ask.md).
   */
  builtInByDefault: BUILT_IN_USES.ask.use === "default",
} as const;
