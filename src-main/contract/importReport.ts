import { z } from "zod";
import { ErrorInfoSchema } from "./errors.ts";
import { LikelyDuplicateSchema, PageProgressSchema } from "./importResults.ts";

// The shapes here are a public interface: the import panel and `imports.importReport` print them, and scripts outside this repository
// parse them. Strict objects, so a field added by accident fails the tests instead of silently
// changing the format.

/**
 * Where one file of a recent import stands. "needs-password" is a failed import that its
 * password can still unlock (the error says whether a password was already tried and wrong).
 * "cancelled" is a file its batch's Cancel stopped before it was read: nothing of it was stored.
 */
export const ImportFileStatusSchema = z.enum(["queued", "reading", "imported", "duplicate", "failed", "needs-password", "cancelled"]);
export type ImportFileStatus = z.infer<typeof ImportFileStatusSchema>;

export const ImportFileReportSchema = z.strictObject({
  /** Position in the batch after folders are expanded, as its "import.progress" events number it. */
  index: z.number().int(),
  /** The file's own name. */
  name: z.string(),
  /** Where it was imported from; null for a file the page sent (its copy lives in the data folder). */
  path: z.string().nullable(),
  status: ImportFileStatusSchema,
  paperId: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  error: ErrorInfoSchema.nullable(),
  /** Present while an imported file looks like a paper already in the library and nobody chose yet to keep both or remove it. */
  likelyDuplicateOf: LikelyDuplicateSchema.optional(),
  /** While the file is read by OCR: pages done of its total, and the time left. */
  progress: PageProgressSchema.optional(),
});
export type ImportFileReport = z.infer<typeof ImportFileReportSchema>;

export const ImportBatchReportSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  /** ISO-8601 UTC. */
  startedAt: z.string(),
  /**
   * "running" while the app imports its files; "finished" once every file has an outcome;
   * "incomplete" when it was sent in parts and the parts stopped coming (the page that sent
   * them was closed or reloaded); "cancelled" when the user cancelled it (the files it did not
   * read are "cancelled", and `total` minus the files listed were never looked at).
   */
  state: z.enum(["running", "finished", "incomplete", "cancelled"]),
  /** Files in the batch, once known (a folder's count arrives with its first file). */
  total: z.number().int().nullable(),
  files: z.array(ImportFileReportSchema),
  /** Why the whole batch stopped (e.g. the library could not be opened); per-file errors are on the files. */
  error: ErrorInfoSchema.nullable(),
});
export type ImportBatchReport = z.infer<typeof ImportBatchReportSchema>;

/** The recent imports of this app session, newest first: what the library's import panel shows. */
export const ImportReportSchema = z.strictObject({ batches: z.array(ImportBatchReportSchema) });
export type ImportReport = z.infer<typeof ImportReportSchema>;

/**
 * What `imports.cancelImport` did: "cancelling" when the batch was running (it stops now),
 * "over" when it had already ended, "unknown" when no recent batch has that id.
 */
export const CancelImportOutcomeSchema = z.enum(["cancelling", "over", "unknown"]);
export type CancelImportOutcome = z.infer<typeof CancelImportOutcomeSchema>;
