import { z } from "zod";
import { TABLE_QUESTIONS_SETTING } from "../../../../contract/tableQuestions.ts";

/** Knowledge-graph QA settings; every default is the paper's (Azarbonyad et al.) unless said otherwise. */
export const KgqaSettingsSchema = z.strictObject({
  /** Triplets the model may read from one paragraph. Not in the paper (its extractor had no cap). Defaults to 8. */
  tripletsPerParagraph: z.int().min(1).max(30).default(8).meta({ title: "Triplets per paragraph", description: "Most entity–relation triplets read from one paragraph." }),
  /** Groups of salient triplets questions are written from. Defaults to 10 (the paper's m). */
  tripletGroups: z.int().min(1).max(50).default(10).meta({ title: "Triplet groups", description: "How many of the most salient triplet groups (same head and tail) questions are written from." }),
  /** Questions written per triplet group. Defaults to 2 (the paper: one or at most two). */
  questionsPerGroup: z.int().min(1).max(5).default(2).meta({ title: "Questions per group", description: "Most questions written from one group of triplets." }),
  /** QAs kept (and answered) per paper. Defaults to 5 (the paper's top five). */
  qasPerPaper: z.int().min(1).max(50).default(5).meta({ title: "QAs per paper", description: "Questions answered and kept per paper, from the most salient triplets down." }),
  /** Paragraphs shown with a group: the ones its triplets come from, in reading order. Defaults to 3 (the paper's K). */
  paragraphsPerGroup: z.int().min(1).max(10).default(3).meta({ title: "Paragraphs per group", description: "Most paragraphs (those the triplets were read from) shown when asking and answering." }),
  /** Sentences an answer may cite as support. Not in the paper. Defaults to 4. */
  maxEvidence: z.int().min(1).max(12).default(4).meta({ title: "Supporting sentences", description: "Most sentences an answer may cite as its support." }),
  /** Keep questions the model could not answer from the paragraphs, as labelled negatives. Defaults to true. */
  keepRefusals: z.boolean().default(true).meta({ title: "Keep refusals", description: "Keep questions the paragraphs cannot answer, labelled \"no answer in this text\"." }),
  /** Output tokens of each triplet extraction. Defaults to 640. */
  extractMaxTokens: z.int().min(64).max(4096).default(640).meta({ title: "Extraction output tokens", description: "Tokens each paragraph's triplet extraction may write." }),
  /** Output tokens of each question or answer call. Defaults to 512. */
  maxTokens: z.int().min(128).max(4096).default(512).meta({ title: "Output tokens", description: "Tokens each question or answer call may write." }),
  /** Sampling temperature. Defaults to 0 (the paper's). */
  temperature: z.number().min(0).max(2).nullable().default(0).meta({ title: "Temperature", description: "How freely the model samples: 0 (the paper's) writes the same output every time; empty leaves it to the run." }),
  /** Questions answered by the paper's table cells, besides the method's own (shared/tableQuestions.ts). Defaults to false. */
  ...TABLE_QUESTIONS_SETTING,
});
export type KgqaSettings = z.infer<typeof KgqaSettingsSchema>;
