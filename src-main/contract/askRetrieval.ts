import { z } from "zod";
import { EvidenceTableFieldSchema } from "./evidence.ts";

// What retrieval found for a question (see ask.ts): the passages in their places with each index's
// share of the score, and the papers ranked; shown on its own by "retrieve" and kept in every answer.

/** How much each index contributed to a passage's place (each on its own scale; see docs/ask.md). */
export const RetrievalScoresSchema = z.strictObject({
  /** Full-text BM25 over the whole library (or the papers asked within), relative to the best passage found. */
  library: z.number(),
  /** BM25 among the passages of the same paper, with stemming, for the best papers only. */
  paper: z.number(),
  /** Stored QAs of this passage whose question resembles this one. */
  questions: z.number(),
  /** Cosine similarity with the question by the embedding model; null without one. */
  embedding: z.number().nullable(),
});

export const RetrievedPassageSchema = z.strictObject({
  /** 1 for the best passage. */
  rank: z.number().int().positive(),
  passageId: z.number().int(),
  paperId: z.number().int(),
  paperName: z.string(),
  doi: z.string().nullable(),
  section: z.string().nullable(),
  page: z.number().int(),
  /** The score it was ranked by (the weighted sum of `scores`). */
  score: z.number(),
  scores: RetrievalScoresSchema,
  text: z.string(),
  /** Whether the model was shown it (the best passages that fit its context). */
  shown: z.boolean(),
  /** The table it is a row or the caption of (part "row" or "caption"), with where it is printed; null for the paper's text. Absent in answers stored before tables were passages. */
  table: EvidenceTableFieldSchema.optional(),
});
export type RetrievedPassage = z.infer<typeof RetrievedPassageSchema>;

export const RankedPaperSchema = z.strictObject({
  paperId: z.number().int(),
  paperName: z.string(),
  score: z.number(),
});

export const RetrievalSchema = z.strictObject({
  question: z.string(),
  /** Papers searched (the library's count, or the papers asked within). */
  papersSearched: z.number().int(),
  papers: z.array(RankedPaperSchema),
  passages: z.array(RetrievedPassageSchema),
  /** Wall time of the retrieval alone, in milliseconds. */
  ms: z.number(),
  /** "words" (full-text index and in-paper BM25, plus stored QAs) or "words+embeddings" when an embedding model re-ranked. */
  method: z.enum(["words", "words+embeddings"]),
});
export type Retrieval = z.infer<typeof RetrievalSchema>;
