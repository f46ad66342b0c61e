import { z } from "zod";
import { TABLE_QUESTIONS_SETTING } from "../../../../contract/tableQuestions.ts";

/** RetChemQA's question types; each is one work item per paper. */
export const QUESTION_TYPES = ["factual", "reasoning", "true-false"] as const;
export type RetchemQuestionType = (typeof QUESTION_TYPES)[number];

/** RetChemQA settings; every default is the paper's unless said otherwise. */
export const RetchemSettingsSchema = z.strictObject({
  /**
   * "single": each answer comes from one place of the paper; "multi": each must combine at least
   * `multiHopMinPlaces` places, citing a sentence from each. Defaults to "single".
   */
  hop: z.enum(["single", "multi"]).default("single").meta({ title: "Hops", description: "\"single\": each answer comes from one place; \"multi\": each must combine several places of the paper." }),
  /** Factual QAs per paper. Defaults to 6 (RetChemQA). */
  factual: z.int().min(0).max(30).default(6).meta({ title: "Factual QAs", description: "Factual questions written per paper." }),
  /** Reasoning QAs per paper. Defaults to 7 (RetChemQA). */
  reasoning: z.int().min(0).max(30).default(7).meta({ title: "Reasoning QAs", description: "Questions that need reasoning over the paper, per paper." }),
  /** True-or-false QAs per paper. Defaults to 7 (RetChemQA). */
  trueFalse: z.int().min(0).max(30).default(7).meta({ title: "True-or-false QAs", description: "True-or-false statements to check against the paper, per paper." }),
  /**
   * What the questions concentrate on; null for no steer. RetChemQA asked about synthesis
   * conditions of reticular materials; this default keeps that emphasis while still fitting
   * papers that report no synthesis. Defaults to preparation conditions, characterisation and results.
   */
  focus: z
    .string()
    .min(3)
    .max(400)
    .nullable()
    .default("the materials or samples studied, how they were made (reagents, amounts, solvents, temperatures, times), how they were characterised, and the results")
    .meta({ title: "Focus", description: "What the questions concentrate on; empty for no steer." }),
  /** Evidence sentences per QA, at most (in multi mode at least `multiHopMinPlaces` are required). Defaults to 3. */
  maxEvidence: z.int().min(1).max(8).default(3).meta({ title: "Evidence sentences", description: "Most sentences of the paper cited to support each answer." }),
  /**
   * Distinct paragraphs a multi-hop QA must draw on: each must give the question or answer a term
   * or number that the QA's other cited paragraphs do not (retchem/hopCheck.ts). Defaults to 2.
   */
  multiHopMinPlaces: z.int().min(2).max(5).default(2).meta({ title: "Places per multi-hop QA", description: "Distinct paragraphs a multi-hop answer must draw on, each adding something the others do not." }),
  /**
   * Times to ask again for replacements of multi-hop QAs dropped for drawing on too few places
   * (each a generation with the same paper prefix). Defaults to 1.
   */
  multiHopRetries: z.int().min(0).max(3).default(1).meta({ title: "Multi-hop retries", description: "Extra requests for replacements of multi-hop QAs dropped for using too few places." }),
  /**
   * Also extract the paper's synthesis conditions (per material: reagents and solvents with
   * amounts, temperatures, times, steps), as RetChemQA's third dataset: one more item per paper,
   * stored with the paper and exported with the QAs. Defaults to true.
   */
  synthesis: z.boolean().default(true).meta({ title: "Synthesis conditions", description: "Also extract each paper's synthesis conditions, every value tied to the sentences it comes from." }),
  /** Materials the extraction may list per paper. Not in the paper (it set no limit). Defaults to 8. */
  maxMaterials: z.int().min(1).max(30).default(8).meta({ title: "Materials per paper", description: "Most materials whose synthesis conditions are extracted from one paper." }),
  /** Output tokens of the synthesis extraction. Defaults to 3,072. */
  synthesisMaxTokens: z.int().min(256).max(32_768).default(3072).meta({ title: "Synthesis output tokens", description: "Tokens the synthesis-conditions extraction may write." }),
  /** Output tokens of each generation (one question type). Defaults to 2,048. */
  maxTokens: z.int().min(256).max(32_768).default(2048).meta({ title: "Output tokens", description: "Tokens each generation (one question type) may write." }),
  /** Sampling temperature; null leaves it to the run. Defaults to 0 (RetChemQA ran GPT-4-Turbo at 0). */
  temperature: z.number().min(0).max(2).nullable().default(0).meta({ title: "Temperature", description: "How freely the model samples: 0 writes the same QAs every time (empty means 0); higher varies more." }),
  /** Questions answered by the paper's table cells, besides the method's own (shared/tableQuestions.ts). Defaults to false. */
  ...TABLE_QUESTIONS_SETTING,
});
export type RetchemSettings = z.infer<typeof RetchemSettingsSchema>;

/** How many QAs of a type the settings ask for. */
export function countFor(settings: RetchemSettings, type: RetchemQuestionType): number {
  return type === "factual" ? settings.factual : type === "reasoning" ? settings.reasoning : settings.trueFalse;
}
