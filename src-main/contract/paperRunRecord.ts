import { z } from "zod";

/**
 * Where a record kept once per paper and run came from: the knowledge graph a run built of a
 * paper and the synthesis conditions a run extracted from it are both kept this way (one row per
 * run and paper, the newer attempt replacing the older), and the paper view shows the latest.
 * Declared once so the stored views and the repository that reads them cannot drift apart.
 */
export const PaperRunRecordSchema = z.strictObject({
  runId: z.number().int(),
  paperId: z.number().int(),
  /** When the run kept it (ISO 8601, UTC); a retried item's save moves it. */
  createdAt: z.string(),
});
export type PaperRunRecord = z.infer<typeof PaperRunRecordSchema>;
