import { z } from "zod";

/** `distillate db info --json`: where the library lives and how much is in it. */
export const DbInfoSchema = z.object({
  path: z.string(),
  schemaVersion: z.number().int(),
  /** Rows per table, keyed by table name. */
  counts: z.record(z.string(), z.number().int()),
});
export type DbInfo = z.infer<typeof DbInfoSchema>;
