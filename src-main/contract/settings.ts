import { z } from "zod";
import { JudgeThresholdsSchema } from "./judge.ts";
import { RuntimeSettingsSchema } from "./llm.ts";
import { OCR_MODELS } from "./ocrEngineNames.ts";

/** How imports read scanned pages (pages without a usable text layer). */
export const OcrSettingsSchema = z.strictObject({
  /** Read scanned pages by OCR; off, a scanned PDF is refused. Defaults to true. */
  enabled: z.boolean(),
  /** Tesseract language codes read together, from the installed data packages ("eng"). Defaults to ["eng"]. */
  languages: z.array(z.string().regex(/^[a-z_]{3,20}$/i)).min(1).max(8),
  /**
   * Worker threads that read PDFs and their scanned pages (each runs one OCR engine); null is
   * automatic: min(2, cores). Takes effect the next time the app starts. Defaults to null.
   */
  threads: z.number().int().min(1).max(16).nullable(),
  /**
   * Which engine reads: "automatic" is the installed tesseract command when one is found (faster
   * on the same model), else the built-in tesseract.js; "builtin" is always tesseract.js.
   * Settings stored before the choice existed read as automatic. Defaults to "automatic".
   */
  engine: z.enum(["automatic", "builtin"]).default("automatic"),
  /**
   * Whose language data the installed command reads with: "distillate" is the app's own model
   * (every reading rule was tuned on it); "system" is the data installed with the command, used
   * only when it has a file for every chosen language (else the app's own, said in the paper's
   * notes); faster, and it reads worse (docs/ocr.md, round 31). The built-in engine always reads
   * with the app's own. Settings stored before the choice existed read as "distillate".
   */
  model: z.enum(OCR_MODELS).default("distillate"),
});
export type OcrSettings = z.infer<typeof OcrSettingsSchema>;

/** What the OCR settings can choose from on this machine. */
export const OcrChoicesSchema = z.strictObject({
  /** Codes of the languages whose data package is installed ("eng" first). */
  languages: z.array(z.string()),
  /** The worker threads used when `threads` is automatic. */
  automaticThreads: z.number().int().min(1),
  /** The installed tesseract command automatic OCR reads with, in people's words ("Tesseract 5.3.0", ocrEngineNames.ts); null when none is found. */
  installedEngine: z.string().nullable(),
  /** The languages the installed command has language data of its own for (systemTessdata.ts); empty when there is no command. */
  systemLanguages: z.array(z.string()),
});
export type OcrChoices = z.infer<typeof OcrChoicesSchema>;

/** Everything the app remembers between launches; stored in the library database. */
export const AppSettingsSchema = z.strictObject({
  /** How llama.cpp runs; takes effect the next time the runtime starts (the app restarts it when idle). */
  runtime: RuntimeSettingsSchema,
  /** The model new runs start with; null until the user picks or adds one. */
  defaultModelId: z.number().int().positive().nullable(),
  /** Defaults to "sciqag". */
  defaultStrategy: z.string(),
  /** Items generated at once. Defaults to 2. */
  lanes: z.number().int().min(1).max(16),
  /** Name stored with every review decision. Defaults to "me". */
  reviewer: z.string().min(1),
  /**
   * The lowest judge score per criterion a QA may get and stay accepted; a QA below any of them
   * is rejected with the criterion and the judge's reason. Defaults to 2 for each criterion.
   */
  judgeThresholds: JudgeThresholdsSchema,
  /** Defaults to "system". */
  theme: z.enum(["system", "light", "dark"]),
  /** Scanned pages read by OCR. Defaults to on, English, automatic threads. */
  ocr: OcrSettingsSchema,
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

/** Runtime fields of a patch: a value sets the field, null puts it back to automatic. */
const RuntimePatchSchema = z.strictObject(
  Object.fromEntries(Object.entries(RuntimeSettingsSchema.shape).map(([key, field]) => [key, field.unwrap().nullable().optional()])) as {
    [K in keyof typeof RuntimeSettingsSchema.shape]: z.ZodOptional<z.ZodNullable<ReturnType<(typeof RuntimeSettingsSchema.shape)[K]["unwrap"]>>>;
  },
);

/** A change to the settings: only the fields given change (runtime fields one by one; null = automatic). */
export const AppSettingsPatchSchema = AppSettingsSchema.omit({ runtime: true })
  .partial()
  .extend({ runtime: RuntimePatchSchema.optional() })
  .strict();
export type AppSettingsPatch = z.infer<typeof AppSettingsPatchSchema>;
