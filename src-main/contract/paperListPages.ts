import { z } from "zod";
import { readAllPages } from "./readAllPages.ts";
import { PaperSummarySchema, type PaperSummary } from "./papers.ts";

/**
 * The papers as the CLI lists them (every one, newest import first) are answered a page at a
 * time, so no answer grows with the library: at most PAPERS_PAGE_MAX a page, and the whole list at
 * once (library.listPapers) only up to PAPERS_ANSWER_MAX. The library view pages its own way
 * (library.browse, sorted and filtered).
 */
export const PAPERS_PAGE_MAX = 1000;
/** Papers a page holds unless asked for fewer. */
export const PAPERS_PAGE_DEFAULT = 200;
/** The most papers library.listPapers lists in one answer; past it, it refuses in words. */
export const PAPERS_ANSWER_MAX = 5000;

/** Where a page starts: after the paper with this id, imported at `importedAt` (a page's `next`). */
export const PapersCursorSchema = z.strictObject({ importedAt: z.string(), id: z.number().int() });
export type PapersCursor = z.infer<typeof PapersCursorSchema>;

export const PapersPageRequestSchema = z.strictObject({
  /** Start after this paper; the newest import first when left out. */
  after: PapersCursorSchema.optional(),
  /** How many papers at most (1 to PAPERS_PAGE_MAX); PAPERS_PAGE_DEFAULT when left out. */
  limit: z.number().int().min(1).max(PAPERS_PAGE_MAX).optional(),
});
export type PapersPageRequest = z.infer<typeof PapersPageRequestSchema>;

/** A page of the papers, newest import first (library.listPapersPage). */
export const PapersPageSchema = z.strictObject({
  papers: z.array(PaperSummarySchema),
  /** Where the next page starts; null when these were the last. */
  next: PapersCursorSchema.nullable(),
});
export type PapersPage = z.infer<typeof PapersPageSchema>;

/**
 * Every paper, asked a page at a time: the CLI reads through this one loop. A `next` that does not
 * move on in the list's order ends the reading rather than asking again.
 */
export function allPapers(page: (after: PapersCursor | undefined) => Promise<PapersPage>): Promise<PaperSummary[]> {
  return readAllPages(page, (part) => part.papers, moves);
}

// Newest import first, then the larger id: later pages hold older papers, or the same moment's smaller ids.
const moves = (from: PapersCursor, to: PapersCursor) => to.importedAt < from.importedAt || (to.importedAt === from.importedAt && to.id < from.id);
