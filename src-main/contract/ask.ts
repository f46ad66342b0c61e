import { z } from "zod";
import { ErrorInfoSchema } from "./errors.ts";
import { RetrievalSchema } from "./askRetrieval.ts";
import { EvidenceTableFieldSchema } from "./evidence.ts";
import { TextBoxSchema } from "./paperDetail.ts";
import { modelRefArg } from "./pathArgs.ts";

// Asking the library: a question answered from the user's own papers, each statement citing
// the exact sentences it rests on, or a plain "the papers do not say" (a refusal is an answer,
// not an error). Retrieval, the answer's provenance and the "keep as QA" step are described here
// once for every transport.

/** The longest question accepted, in characters: a question, not a document. */
export const QUESTION_MAX_CHARS = 2000;

// The name runs of kept answers carry (declared with the other run kinds, free of zod).
export { ASKED_STRATEGY } from "./runKinds.ts";

export const AskRequestSchema = z.strictObject({
  /** The question as the person typed it. */
  question: z.string().max(QUESTION_MAX_CHARS),
  /** Ask within these papers only. Defaults to the whole library. */
  paperIds: z.array(z.number().int().positive()).min(1).max(100_000).optional(),
  /** The model that writes the answer: a registry id or a GGUF path. Defaults to the settings' default model. */
  model: modelRefArg().optional(),
  /** An embedding model (registry id or GGUF path) whose similarity re-ranks the passages found by words. Defaults to none. */
  embedderModel: modelRefArg().optional(),
  /**
   * Whether the sentence encoder built into the app re-ranks the passages when no embedderModel is
   * named. Defaults to what measurement chose (docs/ask.md): on where it finds more of LitQA2's answers than words alone.
   */
  builtInEmbedder: z.boolean().optional(),
  /** Passages the model is shown at most (fewer when its context cannot hold them). Defaults to 6. */
  passages: z.number().int().min(1).max(20).optional(),
  /** Sampling temperature. Defaults to 0 (the same question on the same library gives the same answer). */
  temperature: z.number().min(0).max(2).optional(),
  /** Defaults to 1. */
  seed: z.number().int().nonnegative().optional(),
  /** Tokens the answer may take at most. Defaults to 512. */
  maxAnswerTokens: z.number().int().min(64).max(4096).optional(),
});
export type AskRequest = z.infer<typeof AskRequestSchema>;

/** One quoted sentence an answer rests on, exactly as stored, with where it is on the page. */
export const CitationSchema = z.strictObject({
  /** The number the answer shows, [1], [2]... in order of first use. */
  number: z.number().int().positive(),
  paperId: z.number().int(),
  paperName: z.string(),
  section: z.string().nullable(),
  /** The passage the sentence is in; null once that paper was removed (the quote stays). */
  passageId: z.number().int().nullable(),
  /** The sentence's range in its passage's text. */
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  page: z.number().int(),
  /** The sentence, exactly as the passage holds it. */
  quote: z.string(),
  /** Text-item boxes of the sentence on its page(s), in PDF units, as the reader draws evidence. */
  boxes: z.array(TextBoxSchema),
  /** Where in one of the paper's tables the quote is: the cell the statement was read from, or the whole row, or the caption; null for the paper's text. Absent in answers stored before tables were passages. */
  table: EvidenceTableFieldSchema.optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

/** A statement of the answer and the citations (their numbers) it rests on. */
export const AnswerStatementSchema = z.strictObject({
  text: z.string(),
  citations: z.array(z.number().int().positive()),
});

export const AskOutcomeSchema = z.enum(["answered", "refused"]);

/** An answer as stored: what was asked, what was found, what the model wrote, and how. */
export const AskAnswerSchema = z.strictObject({
  id: z.number().int(),
  question: z.string(),
  outcome: AskOutcomeSchema,
  /** The statements with their citation numbers; empty for a refusal. */
  statements: z.array(AnswerStatementSchema),
  citations: z.array(CitationSchema),
  /** Why there is no answer, in plain words; null when answered. */
  refusal: z.string().nullable(),
  retrieval: RetrievalSchema,
  /** The papers asked within; null for the whole library. */
  paperIds: z.array(z.number().int()).nullable(),
  model: z.strictObject({ id: z.number().int().nullable(), name: z.string(), sha256: z.string().nullable(), quantization: z.string().nullable() }),
  promptVersion: z.string(),
  /** Temperature, seed, passages asked for and shown, context size, answer tokens, embedding model. */
  settings: z.record(z.string(), z.unknown()),
  tokens: z.strictObject({ prompt: z.number().int(), generated: z.number().int() }),
  askedAt: z.string(),
  /** The QA this answer was kept as; null until kept. */
  qaId: z.number().int().nullable(),
});
export type AskAnswer = z.infer<typeof AskAnswerSchema>;

/** An answer in a list (per paper, or the latest). */
export const AskAnswerSummarySchema = AskAnswerSchema.pick({ id: true, question: true, outcome: true, askedAt: true, qaId: true }).extend({
  /** The statements joined, without citation marks; the refusal's reason for a refusal. */
  preview: z.string(),
  citations: z.number().int(),
});
export type AskAnswerSummary = z.infer<typeof AskAnswerSummarySchema>;

export const AskListRequestSchema = z.strictObject({
  /** Answers citing this paper (or asked within it). Defaults to every answer. */
  paperId: z.number().int().positive().optional(),
  /** Defaults to 50. */
  limit: z.number().int().min(1).max(500).optional(),
});
export type AskListRequest = z.infer<typeof AskListRequestSchema>;

/** Where an answer being written stands; "ask.progress" events carry it. */
export const AskProgressSchema = z.strictObject({
  askId: z.string(),
  status: z.enum(["retrieving", "writing", "done", "stopped", "failed"]),
  /** What the answer says so far (statements without citation marks), as the model writes it. */
  text: z.string(),
  /** The retrieval once done (the passages the model reads); null before. */
  retrieval: RetrievalSchema.nullable(),
  /** Tokens written so far. */
  tokens: z.number().int(),
  /** The stored answer once "done". */
  answerId: z.number().int().nullable(),
  error: ErrorInfoSchema.nullable(),
});
export type AskProgress = z.infer<typeof AskProgressSchema>;

export const AskStartedSchema = z.strictObject({ askId: z.string() });

/** The QA an answer became. */
export const KeptAnswerSchema = z.strictObject({ answerId: z.number().int(), qaId: z.number().int(), runId: z.number().int() });
export type KeptAnswer = z.infer<typeof KeptAnswerSchema>;
