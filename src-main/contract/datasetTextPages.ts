import { z } from "zod";
import { readAllPages } from "./readAllPages.ts";
import { DatasetTextSchema, type DatasetText } from "./datasets.ts";

/**
 * One imported QA file can bring tens of thousands of source texts. A dataset's texts are
 * answered a page at a time, in the dataset's own order, so no answer grows with the file: at most
 * DATASET_TEXTS_PAGE_MAX a page, and all of them at once (datasets.listTexts) only up to
 * DATASET_TEXTS_ANSWER_MAX.
 */
export const DATASET_TEXTS_PAGE_MAX = 2000;
/** Texts a page holds unless asked for fewer. */
export const DATASET_TEXTS_PAGE_DEFAULT = 500;
/** The most texts datasets.listTexts lists in one answer; past it, it refuses in words. */
export const DATASET_TEXTS_ANSWER_MAX = 10_000;

/** Where a page starts: after the text with this id at this place in its dataset (null: texts stored without one, listed last). */
export const DatasetTextsCursorSchema = z.strictObject({ position: z.number().int().positive().nullable(), id: z.number().int() });
export type DatasetTextsCursor = z.infer<typeof DatasetTextsCursorSchema>;

export const DatasetTextsPageRequestSchema = z.strictObject({
  /** The dataset, named as `listDatasets` names it. */
  dataset: z.string().min(1).max(1_000),
  /** Start after this text; the dataset's first when left out. */
  after: DatasetTextsCursorSchema.optional(),
  /** How many texts at most (1 to DATASET_TEXTS_PAGE_MAX); DATASET_TEXTS_PAGE_DEFAULT when left out. */
  limit: z.number().int().min(1).max(DATASET_TEXTS_PAGE_MAX).optional(),
});
export type DatasetTextsPageRequest = z.infer<typeof DatasetTextsPageRequestSchema>;

/** A page of a dataset's texts in its own order (datasets.listTextsPage); no texts for a dataset the library lacks. */
export const DatasetTextsPageSchema = z.strictObject({
  texts: z.array(DatasetTextSchema),
  /** Where the next page starts; null when these were the last. */
  next: DatasetTextsCursorSchema.nullable(),
});
export type DatasetTextsPage = z.infer<typeof DatasetTextsPageSchema>;

/**
 * Every text of a dataset, asked a page at a time: the CLI and the dataset menus read through this
 * one loop. A `next` that does not move on in the dataset's order ends the reading.
 */
export function allDatasetTexts(page: (after: DatasetTextsCursor | undefined) => Promise<DatasetTextsPage>): Promise<DatasetText[]> {
  return readAllPages(page, (part) => part.texts, moves);
}

// Placed texts first by place then id, then the unplaced by id.
const moves = (from: DatasetTextsCursor, to: DatasetTextsCursor) =>
  from.position === null ? to.position === null && to.id > from.id : to.position === null || to.position > from.position || (to.position === from.position && to.id > from.id);
