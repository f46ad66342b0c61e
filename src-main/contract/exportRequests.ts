import { z } from "zod";
import { pathArg } from "./pathArgs.ts";
import { ExportOptionsSchema, SplitCountsSchema } from "./exportFormat.ts";
import { ExportFormatSchema } from "./exportRecord.ts";
import { QaSelectionSummarySchema } from "./qaSelection.ts";
import { QaQuerySchema } from "./qaQueries.ts";

export const ExportRequestSchema = z.strictObject({
  format: ExportFormatSchema,
  /** Destination file; written under a temporary name and renamed into place. */
  out: pathArg("export-target"),
  /** Which QAs, in which order: the review query (see contract/qaSelection.ts for presets). Defaults to every QA. */
  query: QaQuerySchema.optional(),
  /** How the format is written (book, splits, duplicates, license). */
  options: ExportOptionsSchema.optional(),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

export const ExportResultSchema = z.strictObject({
  path: z.string(),
  format: ExportFormatSchema,
  /** The layout version of the format written (EXPORT_FORMAT_VERSIONS). */
  formatVersion: z.number().int(),
  /** Records (rows, lines, queries) written. */
  records: z.number().int(),
  /** Bytes written, every file of a folder format together. */
  bytes: z.number().int(),
  /** QAs left out because a QA of another run on the same paper asks the same (0 when kept). */
  duplicatesRemoved: z.number().int(),
  /** QAs the format cannot hold (e.g. "not answerable" negatives in a closed-book chat file). */
  omitted: z.number().int(),
  /** QAs and papers per split, for the formats that split. */
  splits: SplitCountsSchema.optional(),
  /** Unfinished exports (temporary files and folders) that exports killed earlier had left beside the target, removed by this one. */
  removedPartials: z.array(z.string()).optional(),
});
export type ExportResultView = z.infer<typeof ExportResultSchema>;

export const ExportPreviewRequestSchema = z.strictObject({
  format: ExportFormatSchema,
  /** As in ExportRequest. Defaults to every QA. */
  query: QaQuerySchema.optional(),
  options: ExportOptionsSchema.optional(),
  /** Records shown. Defaults to 3. */
  limit: z.number().int().min(1).max(50).optional(),
});
export type ExportPreviewRequest = z.infer<typeof ExportPreviewRequestSchema>;

export const ExportPreviewSchema = z.strictObject({
  /** Records the whole export would hold. */
  count: z.number().int(),
  /** What they are: by verdict, review status, strategy and paper. */
  summary: QaSelectionSummarySchema,
  /** The first records exactly as the file would have them. */
  text: z.string(),
});
export type ExportPreview = z.infer<typeof ExportPreviewSchema>;

/** The whole export as text, for a browser download (the desktop app writes files instead). */
export const ExportContentSchema = z.strictObject({
  fileName: z.string(),
  text: z.string(),
  records: z.number().int(),
  /** As in ExportResultSchema. */
  duplicatesRemoved: z.number().int(),
  omitted: z.number().int(),
});
export type ExportContent = z.infer<typeof ExportContentSchema>;
