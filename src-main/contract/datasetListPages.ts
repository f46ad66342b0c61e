import { z } from "zod";
import { readAllPages } from "./readAllPages.ts";
import { DatasetSummarySchema, type DatasetSummary } from "./datasets.ts";

/**
 * Every QA file imported is one dataset, and a library fed by scripts gathers them by the
 * thousand. The list is answered a page at a time, newest first, so no answer grows with the
 * library: at most DATASETS_PAGE_MAX a page, and the whole list at once (datasets.listDatasets)
 * only up to DATASETS_ANSWER_MAX.
 */
export const DATASETS_PAGE_MAX = 1000;
/** Datasets a page holds unless asked for fewer. */
export const DATASETS_PAGE_DEFAULT = 200;
/** The most datasets datasets.listDatasets lists in one answer; past it, it refuses in words. */
export const DATASETS_ANSWER_MAX = 5000;

/** Where a page starts: after the dataset first imported at `importedAt` named `name` (a page's `next`). */
export const DatasetsCursorSchema = z.strictObject({ importedAt: z.string(), name: z.string() });
export type DatasetsCursor = z.infer<typeof DatasetsCursorSchema>;

export const DatasetsPageRequestSchema = z.strictObject({
  /** Start after this dataset; the newest first when left out. */
  after: DatasetsCursorSchema.optional(),
  /** How many datasets at most (1 to DATASETS_PAGE_MAX); DATASETS_PAGE_DEFAULT when left out. */
  limit: z.number().int().min(1).max(DATASETS_PAGE_MAX).optional(),
});
export type DatasetsPageRequest = z.infer<typeof DatasetsPageRequestSchema>;

/** A page of the imported datasets, newest first (datasets.listDatasetsPage). */
export const DatasetsPageSchema = z.strictObject({
  datasets: z.array(DatasetSummarySchema),
  /** Where the next page starts; null when these were the last. */
  next: DatasetsCursorSchema.nullable(),
});
export type DatasetsPage = z.infer<typeof DatasetsPageSchema>;

/**
 * Every dataset, asked a page at a time: the CLI and the views read through this one loop. A
 * `next` that does not move on in the list's order ends the reading rather than asking again.
 */
export function allDatasets(page: (after: DatasetsCursor | undefined) => Promise<DatasetsPage>): Promise<DatasetSummary[]> {
  return readAllPages(page, (part) => part.datasets, moves);
}

// Newest first, then by name: later pages hold older datasets, or the same moment's later names.
const moves = (from: DatasetsCursor, to: DatasetsCursor) => to.importedAt < from.importedAt || (to.importedAt === from.importedAt && to.name > from.name);
