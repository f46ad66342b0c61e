import { z } from "zod";
import { MethodFilterSchema } from "./methodFilters.ts";

/** A tab of the paper view that a method's runs fill besides its QAs. */
export const PaperTabSchema = z.enum(["graph", "synthesis"]);
export type PaperTab = z.infer<typeof PaperTabSchema>;

/** A strategy as the run form shows it. `settings` is the JSON Schema of its settings (with defaults). */
export const StrategyInfoSchema = z.strictObject({
  name: z.string(),
  label: z.string(),
  /** One line on what the method writes from a paper, after its label. */
  description: z.string(),
  /** One sentence on what the method does and where it comes from. */
  summary: z.string(),
  /** The paper view's tab its runs fill besides its QAs; absent for none. */
  fillsPaperTab: PaperTabSchema.optional(),
  /** Its QA types as people read them, by stored id; absent when every type is a word already. */
  typeNames: z.record(z.string(), z.string()).optional(),
  /** How the implementation departs from the paper; absent when nothing worth saying. */
  differences: z.string().optional(),
  promptVersion: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** Every filter the method may run, those on by default first, each with why (read from the strategy and filter registries). */
  filters: z.array(MethodFilterSchema),
  /** Whether its own prompts show the paper's tables, as its paper did, and why. */
  tables: z.strictObject({ shown: z.boolean(), why: z.string() }),
});
export type StrategyInfo = z.infer<typeof StrategyInfoSchema>;
