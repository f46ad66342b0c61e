import { z } from "zod";
import { PaperRunRecordSchema } from "./paperRunRecord.ts";

/**
 * The synthesis conditions RetChemQA extracts from a paper beside its QAs (Rampal et al. publish
 * them as a third dataset): per material, how it was made, every value tied to the sentences of
 * the paper it was read from. Stored per paper and run, shown in the paper view and exported with
 * that run's QAs of the paper.
 */

/** A sentence a value was read from, at its exact offsets in the stored paragraph. */
export const SynthesisEvidenceSchema = z.strictObject({
  passageId: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
});
export type SynthesisEvidence = z.infer<typeof SynthesisEvidenceSchema>;

/** One stated condition (a temperature, a time, a step...) with where the paper states it. */
export const SynthesisValueSchema = z.strictObject({
  value: z.string(),
  evidence: z.array(SynthesisEvidenceSchema),
  /**
   * Every number in `value` occurs in the cited sentences: a cheap check that the value was read,
   * not made up (a value without numbers passes when it has evidence).
   */
  inEvidence: z.boolean(),
});
export type SynthesisValue = z.infer<typeof SynthesisValueSchema>;

/** A chemical used (reagent or solvent) and its amount as the paper gives it. */
export const SynthesisChemicalSchema = z.strictObject({
  name: z.string(),
  /** As written ("0.210 g, 0.803 mmol"); null when the paper gives none. */
  amount: z.string().nullable(),
  evidence: z.array(SynthesisEvidenceSchema),
  /** As for SynthesisValue: the amount's numbers occur in the cited sentences. */
  inEvidence: z.boolean(),
});
export type SynthesisChemical = z.infer<typeof SynthesisChemicalSchema>;

export const SynthesisMaterialSchema = z.strictObject({
  /** The material or product made, as the paper names it. */
  material: z.string(),
  reagents: z.array(SynthesisChemicalSchema),
  solvents: z.array(SynthesisChemicalSchema),
  temperatures: z.array(SynthesisValueSchema),
  times: z.array(SynthesisValueSchema),
  /** The method and its steps in order (mixing, heating, washing, drying...). */
  steps: z.array(SynthesisValueSchema),
});
export type SynthesisMaterial = z.infer<typeof SynthesisMaterialSchema>;

export const SynthesisConditionsSchema = z.strictObject({
  /** False: the paper reports no synthesis ("none reported"), and `materials` is empty. */
  reported: z.boolean(),
  materials: z.array(SynthesisMaterialSchema),
  /** Materials the model listed but left out: no name, or nothing but placeholders. */
  leftOut: z.number().int(),
  /** The prompt version that extracted them ("retchem@4"). */
  promptVersion: z.string(),
  /** What of the paper the model was shown (the paper-level fitting policy). */
  policy: z.string(),
});
export type SynthesisConditions = z.infer<typeof SynthesisConditionsSchema>;

/** Stored conditions with the run that extracted them. */
export const PaperSynthesisViewSchema = PaperRunRecordSchema.extend({ conditions: SynthesisConditionsSchema });
export type PaperSynthesisView = z.infer<typeof PaperSynthesisViewSchema>;
