import { z } from "zod";
import { readAllPages } from "./readAllPages.ts";
import { EmptyItemSchema, type EmptyItem } from "./runChecks.ts";

/**
 * A run can plan hundreds of thousands of items (a chunk-level strategy over a large library), and
 * every one can end without QAs. Its items are answered a page at a time so no answer grows with
 * the library: at most RUN_ITEMS_PAGE_MAX a page, and the whole list at once (runs.emptyItems,
 * runs.failedItems) only up to RUN_ITEMS_ANSWER_MAX.
 */
export const RUN_ITEMS_PAGE_MAX = 1000;
/** Items a page holds unless asked for fewer. */
export const RUN_ITEMS_PAGE_DEFAULT = 500;
/** The most items runs.emptyItems and runs.failedItems list in one answer; past it they refuse in words. */
export const RUN_ITEMS_ANSWER_MAX = 5000;

/** Where a page starts: after the item at this place in the run's plan (a page's `next`). */
export const RunItemsCursorSchema = z.strictObject({
  ordinal: z.number().int(),
  id: z.number().int().positive(),
});
export type RunItemsCursor = z.infer<typeof RunItemsCursorSchema>;

export const RunItemsPageRequestSchema = z.strictObject({
  /** Start after this item; the first page when left out. */
  after: RunItemsCursorSchema.optional(),
  /** How many items at most (1 to RUN_ITEMS_PAGE_MAX); RUN_ITEMS_PAGE_DEFAULT when left out. */
  limit: z.number().int().min(1).max(RUN_ITEMS_PAGE_MAX).optional(),
  /** Only the items that failed (used up their attempts). */
  failedOnly: z.boolean().optional(),
});
export type RunItemsPageRequest = z.infer<typeof RunItemsPageRequestSchema>;

/** A page of a run's items that yielded no QA, in plan order (runs.emptyItemsPage). */
export const EmptyItemsPageSchema = z.strictObject({
  items: z.array(EmptyItemSchema),
  /** Where the next page starts; null when these were the last. */
  next: RunItemsCursorSchema.nullable(),
});
export type EmptyItemsPage = z.infer<typeof EmptyItemsPageSchema>;

/**
 * Every item of a run's list, asked a page at a time: the CLI and the run view read through this
 * one loop. A `next` that does not move forward ends the reading rather than asking again.
 */
export function allEmptyItems(page: (after: RunItemsCursor | undefined) => Promise<EmptyItemsPage>): Promise<EmptyItem[]> {
  return readAllPages(page, (part) => part.items, moves);
}

const moves = (from: RunItemsCursor, to: RunItemsCursor) => to.ordinal > from.ordinal || (to.ordinal === from.ordinal && to.id > from.id);
