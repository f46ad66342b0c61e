import { z } from "zod";

/** SciQAG settings; every default is the paper's unless said otherwise. */
export const SciqagSettingsSchema = z.strictObject({
  /** Closed-book QAs written per paper. Defaults to 10 (SciQAG). */
  qaPerPaper: z.int().min(1).max(30).default(10),
  /** TopicRank keyphrases the questions are steered towards. Defaults to 20 (SciQAG). */
  keyphrases: z.int().min(1).max(50).default(20),
  /** Supporting sentences copied from the paper per QA, at most. Defaults to 3. */
  maxEvidence: z.int().min(1).max(5).default(3),
  /**
   * Output tokens reserved for the whole set of QAs (one generation). Never more than half the
   * model's context. Defaults to 3,072 (about 300 per QA for 10 QAs).
   */
  maxTokens: z.int().min(256).max(32_768).default(3072),
  /** Sampling temperature; null leaves it to the run. Defaults to 0.6 (SciQAG's generator). */
  temperature: z.number().min(0).max(2).nullable().default(0.6),
});
export type SciqagSettings = z.infer<typeof SciqagSettingsSchema>;
