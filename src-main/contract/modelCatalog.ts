import { z } from "zod";
import { FitEstimateSchema } from "./models.ts";

// What the app offers besides the models a user registers: the recommended downloads and the
// sentence encoder it carries. Strict objects, as in models.ts: `models catalog --json` prints them.

/** A recommended model (`distillate models catalog`). */
export const CatalogEntrySchema = z.strictObject({
  /** Stable key, e.g. "qwen2.5-3b-instruct". */
  key: z.string(),
  name: z.string(),
  /** `hf:<user>/<repo>:<quant>` or `hf:<user>/<repo>/<file>`; pass it to `models download`. */
  uri: z.string(),
  /** Approximate download size as the hub lists it. */
  sizeBytes: z.number().int().positive(),
  parameters: z.string(),
  quantization: z.string(),
  contextLength: z.number().int().positive(),
  license: z.string(),
  goodFor: z.string(),
  /** The registered model downloaded from this URI, if any. */
  installedModelId: z.number().int().positive().nullable(),
  fit: FitEstimateSchema,
});
export type CatalogEntry = z.infer<typeof CatalogEntrySchema>;

/** One place the built-in sentence encoder could serve, and whether it does, with the measurement that decided. */
export const BuiltInUseSchema = z.strictObject({
  /** Which feature, as a stable key (never shown). */
  id: z.enum(["ask", "near-duplicates", "question-likeness"]),
  /** What the user knows the feature as, e.g. "Ask: finding passages". */
  feature: z.string(),
  /** "default": used unless turned off; "on request": used only when asked for; "not used": words or word vectors serve instead. */
  use: z.enum(["default", "on request", "not used"]),
  /** Why, in a sentence with the figures measured. */
  why: z.string(),
});
export type BuiltInUse = z.infer<typeof BuiltInUseSchema>;

/** The sentence encoder that ships inside the app (`models.builtIn`): nothing to add or download. */
export const BuiltInModelSchema = z.strictObject({
  name: z.string(),
  /** One sentence: what it is and what it does. */
  description: z.string(),
  role: z.literal("embedding"),
  /** Numbers per vector. */
  dimension: z.number().int().positive(),
  /** What it adds to the installed app (weights, vocabulary and the code that runs them). */
  installedBytes: z.number().int().positive(),
  license: z.string(),
  uses: z.array(BuiltInUseSchema),
  /** How an embedding model the user adds takes its place. */
  replacedBy: z.string(),
});
export type BuiltInModel = z.infer<typeof BuiltInModelSchema>;
