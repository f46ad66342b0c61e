import { z } from "zod";
import { TABLE_QUESTIONS_SETTING } from "../../../../contract/tableQuestions.ts";

/** SciQAG settings; every default is the paper's unless said otherwise. */
export const SciqagSettingsSchema = z.strictObject({
  /** Closed-book QAs written per paper. Defaults to 10 (SciQAG). */
  qaPerPaper: z.int().min(1).max(30).default(10).meta({ title: "QAs per paper", description: "How many closed-book question-answer pairs one generation writes for each paper." }),
  /** TopicRank keyphrases the questions are steered towards. Defaults to 20 (SciQAG). */
  keyphrases: z.int().min(1).max(50).default(20).meta({ title: "Keyphrases", description: "How many TopicRank keyphrases of the paper the questions are steered towards." }),
  /** Supporting sentences of the paper cited per QA, at most. Defaults to 3. */
  maxEvidence: z.int().min(1).max(5).default(3).meta({ title: "Evidence sentences", description: "Most sentences of the paper cited to support each answer." }),
  /**
   * Output tokens reserved for the whole set of QAs (one generation). Never more than half the
   * model's context. Defaults to 3,072 (about 300 per QA for 10 QAs).
   */
  maxTokens: z.int().min(256).max(32_768).default(3072).meta({ title: "Output tokens", description: "Tokens reserved for the whole set of QAs; never more than half the model's context." }),
  /** Sampling temperature; null leaves it to the run. Defaults to 0.6 (SciQAG's generator). */
  temperature: z.number().min(0).max(2).nullable().default(0.6).meta({ title: "Temperature", description: "How freely the model samples: 0 writes the same QAs every time (empty means 0); higher varies more." }),
  /** Questions answered by the paper's table cells, besides the method's own (shared/tableQuestions.ts). Defaults to false. */
  ...TABLE_QUESTIONS_SETTING,
});
export type SciqagSettings = z.infer<typeof SciqagSettingsSchema>;
