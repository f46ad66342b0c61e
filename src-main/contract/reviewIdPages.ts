import { z } from "zod";
import { readAllPages } from "./readAllPages.ts";
import { QaQuerySchema } from "./qaQueries.ts";

/**
 * The ids a review query selects are answered a page at a time, so the review screens' "all
 * matching" actions work on a selection of any size without one answer growing with it: at most
 * REVIEW_IDS_PAGE_MAX a page, and every id at once (review.ids) only up to REVIEW_IDS_ANSWER_MAX,
 * as many as one review.bulkDecide takes.
 */
export const REVIEW_IDS_PAGE_MAX = 20_000;
/** Ids a page holds unless asked for fewer. */
export const REVIEW_IDS_PAGE_DEFAULT = 10_000;
/** The most ids review.ids answers at once; past it, it refuses in words. */
export const REVIEW_IDS_ANSWER_MAX = 100_000;

export const ReviewIdsPageRequestSchema = z.strictObject({
  /** The QAs wanted: the review table's filters (its sort is not used: pages go by id). */
  query: QaQuerySchema.optional(),
  /** Start after this QA id (a page's `next`); from the smallest when left out. */
  after: z.number().int().optional(),
  /** How many ids at most (1 to REVIEW_IDS_PAGE_MAX); REVIEW_IDS_PAGE_DEFAULT when left out. */
  limit: z.number().int().min(1).max(REVIEW_IDS_PAGE_MAX).optional(),
});
export type ReviewIdsPageRequest = z.infer<typeof ReviewIdsPageRequestSchema>;

/** A page of the ids a query selects, smallest first (review.idsPage). */
export const ReviewIdsPageSchema = z.strictObject({
  ids: z.array(z.number().int()),
  /** The id after which the next page starts; null when these were the last. */
  next: z.number().int().nullable(),
});
export type ReviewIdsPage = z.infer<typeof ReviewIdsPageSchema>;

/**
 * Every id a query selects, asked a page at a time, yielding each page as it comes (so a bulk
 * action can say how far it got). A `next` that does not grow ends the reading.
 */
export async function* reviewIdPages(page: (after: number | undefined) => Promise<ReviewIdsPage>): AsyncGenerator<number[]> {
  let part = await page(undefined);
  yield part.ids;
  let last: number | null = null;
  while (part.next !== null && (last === null || part.next > last)) {
    last = part.next;
    part = await page(last);
    yield part.ids;
  }
}

/** Every id a query selects, read through the same pages (smallest first). */
export function allReviewIds(page: (after: number | undefined) => Promise<ReviewIdsPage>): Promise<number[]> {
  return readAllPages(page, (part) => part.ids, (from, to) => to > from);
}
