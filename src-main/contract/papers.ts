import { z } from "zod";
import { SortOrderSchema } from "./sortOrder.ts";
import { LibraryEntryKindSchema } from "./datasets.ts";
import { PaperMetadataFieldSchema } from "./paperEdits.ts";
import { ReadingDoubtSchema } from "./readingNotes.ts";

// The shapes here are a public interface: `distillate papers --json` and the library view print them, and scripts outside this repository
// parse them. Strict objects, so a field added by accident fails the tests instead of silently
// changing the format.

/** One row of `distillate papers --json`. */
export const PaperSummarySchema = z.strictObject({
  id: z.number().int(),
  /** What the app calls the paper everywhere: its title, or its file name when no title was found. */
  name: z.string(),
  title: z.string().nullable(),
  doi: z.string().nullable(),
  pages: z.number().int(),
  language: z.string().nullable(),
  authors: z.array(z.string()),
  /** ISO-8601 UTC. */
  importedAt: z.string(),
  /** A paper, or a text an imported dataset brought (listed only when named by id). */
  kind: LibraryEntryKindSchema,
});
export type PaperSummary = z.infer<typeof PaperSummarySchema>;

/**
 * Where a paper stands: "not-run" (no run ran on it; a run cancelled before it reached the paper
 * does not count), "no-qas" (a run ran on it, or is to, and no QA came of it yet), "generated"
 * (QAs waiting for review), "reviewed" (every QA has a decision).
 */
export const PaperStatusSchema = z.enum(["not-run", "no-qas", "generated", "reviewed"]);
export type PaperStatus = z.infer<typeof PaperStatusSchema>;

/** Papers a library page holds when the query does not say; the view asks for more as the user scrolls. */
export const PAPER_PAGE_SIZE = 100;
/** The most papers one page may ask for: a page is for showing, not for reading the whole library at once. */
export const PAPER_PAGE_MAX = 1_000;

/** What the library view asks for: one page of the papers the filters select, in the sort's order. */
export const PaperListQuerySchema = z.strictObject({
  /** Words matched in title, file name, authors, DOI and abstract (all must match). At most SEARCH_MAX_CHARS characters, else SearchTooLongError. */
  search: z.string().optional(),
  status: PaperStatusSchema.optional(),
  language: z.string().optional(),
  /** Only papers some run of this strategy ran on (reached, or still to reach: planned, running, paused). */
  strategy: z.string().optional(),
  /** "doubtful": papers with a doubt about their details that no correction settled, or about one of their tables; "edited": papers whose details were corrected. Defaults to any. */
  details: z.enum(["doubtful", "edited"]).optional(),
  /**
   * Only these papers (at most PAPER_PAGE_MAX ids), with the other filters and the sort applied
   * as usual: how a menu names the papers already chosen when its search no longer lists them.
   * Ids of removed papers are left out of the answer. Named by id, the texts of imported datasets
   * are listed too. Defaults to every paper (never the texts of imported datasets).
   */
  ids: z.array(z.number().int().positive()).max(PAPER_PAGE_MAX).optional(),
  /** Only papers with at least one QA: what Review and Export can filter by. Defaults to every paper. */
  withQas: z.boolean().optional(),
  /** Defaults to "imported" (newest first). */
  sort: z.enum(["imported", "title", "pages", "qas"]).optional(),
  order: SortOrderSchema.optional(),
  /** Papers to skip in that order (default 0). */
  offset: z.number().int().min(0).optional(),
  /** Papers to return (default PAPER_PAGE_SIZE, at most PAPER_PAGE_MAX). */
  limit: z.number().int().min(1).max(PAPER_PAGE_MAX).optional(),
});
export type PaperListQuery = z.infer<typeof PaperListQuerySchema>;

export const PaperRowSchema = PaperSummarySchema.extend({
  /** The name of the file it was imported from (shown when the paper has no title). */
  fileName: z.string(),
  status: PaperStatusSchema,
  qas: z.number().int(),
  accepted: z.number().int(),
  reviewed: z.number().int(),
  /** Strategies of the runs that ran on this paper (as for the `strategy` filter). */
  strategies: z.array(z.string()),
  /** What to check about its details (no correction settled these yet), as PaperDetail's `reading.doubts`. */
  doubts: z.array(ReadingDoubtSchema),
  /** Its tables whose reading is in doubt ("Table 2"), with each doubt in words; a table printed as a picture is not in doubt. */
  tableDoubts: z.array(z.strictObject({ table: z.string(), messages: z.array(z.string()) })),
  /** The details the user corrected (by hand or from Zotero), as PaperDetail's `edited` names them. */
  editedFields: z.array(PaperMetadataFieldSchema),
});
export type PaperRow = z.infer<typeof PaperRowSchema>;

export const PaperListSchema = z.strictObject({
  /** One page: the papers from `offset` on, at most the query's limit. */
  papers: z.array(PaperRowSchema),
  offset: z.number().int(),
  /** Papers the query selects, all pages together. */
  matching: z.number().int(),
  /** Papers in the whole library and their QAs, whatever the query: imported datasets' texts and their QAs apart (each dataset counts its own). */
  totalPapers: z.number().int(),
  totalQas: z.number().int(),
  /** Values present, for the filter menus. */
  languages: z.array(z.string()),
  strategies: z.array(z.string()),
});
export type PaperList = z.infer<typeof PaperListSchema>;
