import { z } from "zod";
import { PaperRunRecordSchema } from "./paperRunRecord.ts";

/**
 * A paper's knowledge graph as the knowledge-graph QA method built it (after Azarbonyad et al.):
 * entities the model found in its paragraphs (nodes, normalised so one thing is one node) and
 * the entity–relation–entity triplets between them (edges), each triplet with the saliency the
 * method ranks it by. Stored per paper and run, shown in the paper view.
 */

/**
 * The QA type the knowledge-graph method stores its questions under, by its id, with the name a
 * researcher reads wherever QA types are listed (Review's type menu and column, the report, the
 * export's preview). The Graph tab calls a triplet a fact linking two terms; the questions are
 * written from a group of such facts, so the name says that, not the method's "triplet".
 */
export const GRAPH_QUESTION_TYPES = { "kg-triplet": "Facts linking terms" } as const;
export type GraphQuestionType = keyof typeof GRAPH_QUESTION_TYPES;

/** A sentence a triplet was read from, at its offsets in the stored paragraph. */
export const TripletMentionSchema = z.strictObject({
  passageId: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
});
export type TripletMention = z.infer<typeof TripletMentionSchema>;

export const GraphEntitySchema = z.strictObject({
  /** The normalised name the entity is counted under. */
  key: z.string(),
  /** How the paper most often wrote it. */
  label: z.string(),
  /** Times it occurs as head or tail of the paper's triplets. */
  count: z.number().int(),
  pageRank: z.number(),
  /** Count in this paper × smoothed idf over the corpus of papers with a graph. */
  tfIdf: z.number(),
});
export type GraphEntity = z.infer<typeof GraphEntitySchema>;

export const GraphTripletSchema = z.strictObject({
  key: z.string(),
  head: z.string(),
  relation: z.string(),
  tail: z.string(),
  headKey: z.string(),
  tailKey: z.string(),
  /** Times the paper states it (the same normalised triplet from several sentences). */
  count: z.number().int(),
  tfIdf: z.number(),
  /** min(tf-idf × PageRank of head, of tail) × the triplet's tf-idf. */
  graphScore: z.number(),
  /** Cosine of the triplet's text to the paper's title, abstract and keywords (0 when negative). */
  similarity: z.number(),
  /** graphScore × similarity: what triplets are ranked by. */
  saliency: z.number(),
  mentions: z.array(TripletMentionSchema),
});
export type GraphTriplet = z.infer<typeof GraphTripletSchema>;

export const PaperGraphSchema = z.strictObject({
  /** Triplets by saliency, highest first. */
  triplets: z.array(GraphTripletSchema),
  /** Entities by tf-idf × PageRank, highest first. */
  entities: z.array(GraphEntitySchema),
  /** Papers the tf-idf counted (those with a stored graph, this one included). */
  corpusPapers: z.number().int(),
  /** What measured similarity to the metadata: an embedding model, word vectors, or nothing (no metadata: every triplet 1). */
  similarity: z.enum(["embedding-model", "word-vectors", "none"]),
});
export type PaperGraph = z.infer<typeof PaperGraphSchema>;

/** A stored graph with the run that built it. */
export const PaperGraphViewSchema = PaperRunRecordSchema.extend({ graph: PaperGraphSchema });
export type PaperGraphView = z.infer<typeof PaperGraphViewSchema>;
