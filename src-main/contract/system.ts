import { z } from "zod";
import { RuntimeInfoSchema } from "./llm.ts";

/** One component's state, as `distillate doctor` shows it. */
export const ComponentCheckSchema = z.object({
  name: z.string(),
  /** Version in use, or null when it could not be determined. */
  version: z.string().nullable(),
  ok: z.boolean(),
  /**
   * Nothing of it is on this machine, and nothing needs it (no GPU driver, so no GPU backend):
   * not a problem, yet not "ok" either; views say "none" and keep the colour for what works.
   * Defaults to false.
   */
  absent: z.boolean().optional(),
  /** Why it is not ok, or a remark worth knowing (e.g. "installed; not the running runtime"). */
  detail: z.string().optional(),
});
export type ComponentCheck = z.infer<typeof ComponentCheckSchema>;

export const DoctorReportSchema = z.object({
  ok: z.boolean(),
  platform: z.string(),
  arch: z.string(),
  dataDir: z.string(),
  databasePath: z.string(),
  /** Null when the database could not be opened; see `components`. */
  schemaVersion: z.number().int().nullable(),
  /** The newest schema this build understands. */
  appSchemaVersion: z.number().int(),
  components: z.array(ComponentCheckSchema),
  /** The local model runtime: backend in use, GPU backends and devices; null when llama.cpp does not load. */
  llm: RuntimeInfoSchema.nullable().optional(),
});
export type DoctorReport = z.infer<typeof DoctorReportSchema>;
