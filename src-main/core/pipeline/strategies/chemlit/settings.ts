import { z } from "zod";
import { TABLE_QUESTIONS_SETTING } from "../../../../contract/tableQuestions.ts";
import { REASONING_TYPES } from "./reasoningTypes.ts";

/** ChemLit-QA settings; every default is the paper's unless said otherwise. */
export const ChemlitSettingsSchema = z.strictObject({
  /** Reasoning types the strategy may generate (the check picks among these). Defaults to all seven. */
  reasoningTypes: z.array(z.enum(REASONING_TYPES)).min(1).default([...REASONING_TYPES]).meta({ title: "Reasoning types", description: "Kinds of reasoning a question may ask for; the chunk check picks the ones a chunk supports." }),
  /** Most similar chunks of the same paper stored with each QA, for RAG simulation. Defaults to 4 (ChemLit-QA). */
  similarChunks: z.int().min(0).max(20).default(4).meta({ title: "Similar chunks", description: "Most similar chunks of the same paper stored with each QA, for retrieval experiments." }),
  /**
   * Chunks with fewer sentences are not planned: the paper's usefulness rules call a chunk of
   * "only one or two sentences" useless, so no model call is spent on it. Defaults to 3.
   */
  minSentences: z.int().min(1).max(20).default(3).meta({ title: "Minimum sentences", description: "Chunks with fewer sentences are skipped without a model call." }),
  /**
   * Chunks whose visible characters are less than this share letters are not planned: they are
   * mangled formulas or tables, which the paper's rules also call useless. Defaults to 0.5.
   */
  minLetterShare: z.number().min(0).max(1).default(0.5).meta({ title: "Minimum letter share", description: "Chunks whose characters are mostly not letters (formulas, tables) are skipped." }),
  /** Context sentences of its chunk a QA may cite. Defaults to 6. */
  maxContextSentences: z.int().min(1).max(20).default(6).meta({ title: "Context sentences", description: "Most sentences of its chunk a QA may cite as context." }),
  /**
   * "inline" asks for the difficulty in the same call as the QA; "separate" rates it in a call of
   * its own given the chunk, question and answer, as the paper did (one more call per QA).
   * Defaults to "inline".
   */
  difficulty: z.enum(["inline", "separate"]).default("inline").meta({ title: "Difficulty rating", description: "\"inline\" rates difficulty in the QA call; \"separate\" asks in a call of its own, as the method's authors did." }),
  /** Keep QAs the model marks as not answerable from the chunk, as labelled negatives. Defaults to true. */
  keepNegatives: z.boolean().default(true).meta({ title: "Keep negatives", description: "Keep questions the model marks as unanswerable from the chunk, labelled as negatives." }),
  /**
   * Multi-hop QAs per paper, each joining two chunks through an entity both mention (the paper's
   * ChemLit-QA-multi). The paper gives no count per paper; its multi-hop set is a supplement
   * well under its main set, so a couple per paper. Defaults to 2.
   */
  multiHopPerPaper: z.int().min(0).max(20).default(2).meta({ title: "Multi-hop QAs per paper", description: "Questions joining two chunks through an entity both mention (bridge entity); 0 writes none." }),
  /**
   * After a chunk's QAs, put its first question to the most similar other chunk and keep the pair
   * as a negative ("not available from the given context") when the model finds the answer is not
   * there: ChemLit-QA-neg's kind of entry, a question on the subject of a context that does not
   * answer it. One more call per chunk. Defaults to true.
   */
  pairedNegatives: z.boolean().default(true).meta({ title: "Negatives from similar chunks", description: "Pair a chunk's question with a similar chunk that does not answer it, kept as a negative (one more call per chunk)." }),
  /** Output tokens of each QA generation. Defaults to 768. */
  maxTokens: z.int().min(128).max(8192).default(768).meta({ title: "Output tokens", description: "Tokens each QA generation may write." }),
  /** Output tokens of the usefulness and reasoning-type check (and of a separate difficulty call and the negative check). Defaults to 320. */
  checkMaxTokens: z.int().min(64).max(4096).default(320).meta({ title: "Check output tokens", description: "Tokens the usefulness and reasoning-type check (and a separate difficulty call) may write." }),
  /** Sampling temperature; null leaves it to the run (the paper gives none). Defaults to null. */
  temperature: z.number().min(0).max(2).nullable().default(null).meta({ title: "Temperature", description: "How freely the model samples: 0 writes the same QAs every time (empty means 0); higher varies more." }),
  /** Questions answered by the paper's table cells, besides the method's own (shared/tableQuestions.ts). Defaults to false. */
  ...TABLE_QUESTIONS_SETTING,
});
export type ChemlitSettings = z.infer<typeof ChemlitSettingsSchema>;
