import { z } from "zod";
import { TABLE_QUESTIONS_SETTING } from "../../../../contract/tableQuestions.ts";
import { QUESTION_TYPES } from "./questionTypes.ts";

/** ScIRGen settings; every default is the paper's unless said otherwise. */
export const ScirgenSettingsSchema = z.strictObject({
  /** Categories of Graesser's taxonomy to ask, one work item each. Defaults to all 18 (ScIRGen). */
  questionTypes: z
    .array(z.enum(QUESTION_TYPES))
    .min(1)
    .default([...QUESTION_TYPES])
    .meta({ title: "Question types", description: "Categories of Graesser's question taxonomy to ask; each is one generation per paper." }),
  /** QAs written per question type and paper. Defaults to 3 (ScIRGen, for datasets with a paper). */
  qaPerType: z.int().min(1).max(10).default(3).meta({ title: "QAs per type", description: "Question-answer pairs written for each question type of each paper." }),
  /** Supporting sentences of the paper cited per QA, at most. Defaults to 3. */
  maxEvidence: z.int().min(1).max(5).default(3).meta({ title: "Evidence sentences", description: "Most sentences of the paper cited to support each answer." }),
  /**
   * Paragraphs of the paper retrieved for each question (BM25, the question as the query) as the
   * context dSePer scores the answer against. The paper retrieves passages but gives no count
   * for this step; defaults to 3.
   */
  retrievedPassages: z
    .int()
    .min(1)
    .max(10)
    .default(3)
    .meta({ title: "Retrieved paragraphs", description: "Paragraphs of the paper retrieved for each question, as the context the perplexity shift scores the answer against." }),
  /** Output tokens of each generation (one type's QAs). Never more than half the model's context. Defaults to 1,280. */
  maxTokens: z.int().min(256).max(16_384).default(1280).meta({ title: "Output tokens", description: "Tokens reserved for one question type's QAs; never more than half the model's context." }),
  /** Sampling temperature; null leaves it to the run (the paper gives none). Defaults to null. */
  temperature: z.number().min(0).max(2).nullable().default(null).meta({ title: "Temperature", description: "How freely the model samples: 0 writes the same QAs every time (empty means 0); higher varies more." }),
  /** Questions answered by the paper's table cells, besides the method's own (shared/tableQuestions.ts). Defaults to false. */
  ...TABLE_QUESTIONS_SETTING,
});
export type ScirgenSettings = z.infer<typeof ScirgenSettingsSchema>;
