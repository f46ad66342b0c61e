import { z } from "zod";
import { TABLE_QUESTIONS_SETTING } from "../../../../contract/tableQuestions.ts";

/** CCQG settings; every default is the paper's (Azarbonyad et al., SIGIR 2025) unless said otherwise. */
export const CcqgSettingsSchema = z.strictObject({
  /**
   * Similarity to title + abstract + keywords a paragraph needs to be salient. Null takes the
   * embedder's own: 0.7 with an embedding model (the paper's), 0.9 with word vectors
   * (`SALIENCE_THRESHOLDS`). Defaults to null.
   */
  salienceThreshold: z.number().min(-1).max(1).nullable().default(null).meta({
    title: "Salience threshold",
    description: "How alike (cosine) a paragraph must be to the title, abstract and keywords to be salient; empty means 0.7 with an embedding model (the paper's), 0.9 with word vectors.",
  }),
  /**
   * Most salient paragraphs questions are written from, the most similar first. Not in the paper:
   * 15 is the most the ranking can pair (5 QAs x 3 paragraphs), and each one costs a model call.
   * Defaults to 15.
   */
  maxSalientParagraphs: z.int().min(1).max(200).default(15).meta({ title: "Salient paragraphs", description: "At most this many salient paragraphs (the most similar) get questions written; each costs one model call." }),
  /** Paragraphs shorter than this (in words) are never salient: headings and stray lines. Not in the paper. Defaults to 30. */
  minParagraphWords: z.int().min(1).max(500).default(30).meta({ title: "Minimum paragraph words", description: "Shorter paragraphs (stray lines, headings) are never chosen as salient." }),
  /** Questions the model may write per salient paragraph ("may vary" in the paper). Defaults to 3. */
  questionsPerParagraph: z.int().min(1).max(10).default(3).meta({ title: "Questions per paragraph", description: "Most questions written from each salient paragraph; the ranking then picks among all of them." }),
  /** K of Algorithm 1: paragraphs paired with each question as its answer's context. Defaults to 3 (the paper). */
  pairedParagraphs: z.int().min(1).max(10).default(3).meta({ title: "Paragraphs per question (K)", description: "Paragraphs paired with each question in the ranking, shown as context when it is answered." }),
  /**
   * Question-to-paragraph similarity above which the greedy ranking pairs them (th of Algorithm 1,
   * whose value the paper does not give). Null takes the embedder's own (`PAIRING_THRESHOLDS`).
   * Defaults to null.
   */
  pairingThreshold: z.number().min(-1).max(1).nullable().default(null).meta({
    title: "Pairing threshold",
    description: "How alike a question and a salient paragraph must be for the ranking to pair them; empty means 0.5 with an embedding model, 0.8 with word vectors.",
  }),
  /** Questions whose paragraph lies in one section, at most ("two questions" in the paper). Defaults to 2. */
  questionsPerSection: z.int().min(1).max(20).default(2).meta({ title: "Questions per section", description: "At most this many of the answered questions come from paragraphs of one section, so the QAs cover the paper." }),
  /** QAs answered per paper, from the top of the ranking. Defaults to 5 (the paper's top-5). */
  qaPerPaper: z.int().min(1).max(30).default(5).meta({ title: "QAs per paper", description: "How many of the best-ranked questions are answered for each paper." }),
  /** Shortest answer asked for, in words. Defaults to 40 (the paper). */
  answerMinWords: z.int().min(1).max(400).default(40).meta({ title: "Answer minimum words", description: "Answers are asked to be at least this long; shorter ones fail the length check." }),
  /** Longest answer asked for, in words. Defaults to 100 (the paper). */
  answerMaxWords: z.int().min(5).max(600).default(100).meta({ title: "Answer maximum words", description: "Answers are asked to be at most this long; longer ones fail the length check." }),
  /** Supporting sentences an answer may cite, at most. Not in the paper. Defaults to 5. */
  maxEvidence: z.int().min(1).max(10).default(5).meta({ title: "Supporting sentences", description: "Most sentences of the paired paragraphs an answer may cite as its support." }),
  /** Extra answers sampled per QA for the self-consistency check (SelfCheckGPT); 0 turns it off. Defaults to 3. */
  consistencySamples: z.int().min(0).max(20).default(3).meta({ title: "Consistency samples", description: "Extra answers sampled for each QA and compared with it (SelfCheckGPT-style); 0 skips the check." }),
  /**
   * How the samples are compared with the answer: "embeddings" by the meaning of sentences
   * (SelfCheckGPT's similarity variant, no model call); "model" asks the generator, for each sample,
   * which sentences of the answer it backs (an NLI-style check like the paper's, one more call per
   * sample). Defaults to "embeddings".
   */
  consistencyCheck: z.enum(["embeddings", "model"]).default("embeddings").meta({
    title: "Consistency check",
    description: "\"embeddings\" compares the answer's sentences with the samples by meaning; \"model\" asks the model which sentences each sample backs (closer to the paper's NLI check, one more call per sample).",
  }),
  /** Temperature of those samples; SelfCheckGPT samples at 1. Defaults to 1. */
  sampleTemperature: z.number().min(0.1).max(2).default(1).meta({ title: "Sample temperature", description: "How freely the consistency samples are drawn; they must vary for the check to mean anything." }),
  /**
   * Agreement the weakest sentence of an answer needs with the samples to pass. Null takes the
   * embedder's own (`CONSISTENCY_THRESHOLDS` in filters/selfConsistency.ts). Defaults to null.
   */
  consistencyThreshold: z.number().min(0).max(1).nullable().default(null).meta({
    title: "Consistency threshold",
    description: "How well every sentence of an answer must agree with the sampled answers to pass; empty means 0.75 with an embedding model, 0.85 with word vectors, 0.5 (half the samples back it) with the model check.",
  }),
  /** Output tokens of each question call. Defaults to 384. */
  questionMaxTokens: z.int().min(64).max(4096).default(384).meta({ title: "Question output tokens", description: "Tokens each question-writing call may write." }),
  /** Output tokens of each answer (and sample). Defaults to 640. */
  maxTokens: z.int().min(128).max(8192).default(640).meta({ title: "Answer output tokens", description: "Tokens each answer, and each consistency sample, may write." }),
  /** Temperature of questions and main answers; null leaves it to the run (the paper gives none). Defaults to null. */
  temperature: z.number().min(0).max(2).nullable().default(null).meta({ title: "Temperature", description: "How freely questions and answers are sampled: 0 writes the same every time (empty means the run's)." }),
  /** Questions answered by the paper's table cells, besides the method's own (shared/tableQuestions.ts). Defaults to false. */
  ...TABLE_QUESTIONS_SETTING,
});
export type CcqgSettings = z.infer<typeof CcqgSettingsSchema>;
