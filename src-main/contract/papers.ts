import { z } from "zod";
import { ErrorInfoSchema } from "./errors.ts";
import { OcrNotesSchema, ReadingDoubtSchema, ReadingNotesSchema } from "./readingNotes.ts";
import { TableGridSchema } from "./tables.ts";
import { DatasetPlaceSchema, LibraryEntryKindSchema } from "./datasets.ts";

// The shapes here are a public interface: `distillate import --json`, `papers --json` and
// `show --json` print them, and scripts outside this repository parse them. Strict objects, so
// a field added by accident fails the tests instead of silently changing the format.

/**
 * A paper already in the library that an imported file looks like: the same text (a copy with a
 * password added, or saved again: other bytes, one paper) or the same DOI. The file is imported
 * all the same; the person chooses to keep both or remove the new copy.
 */
export const LikelyDuplicateSchema = z.strictObject({
  paperId: z.number().int(),
  /** What the app calls that paper. */
  name: z.string(),
  /** What matched: the text read from both, or the DOI. */
  matchedBy: z.enum(["text", "doi"]),
});
export type LikelyDuplicate = z.infer<typeof LikelyDuplicateSchema>;

/** A page of a paper and what happened to it, in words. */
const PageReasonSchema = z.strictObject({ page: z.number().int(), reason: z.string() });

/** What happened to one file of an import batch (one line of `distillate import --json`). */
export const ImportResultSchema = z.strictObject({
  /** Absolute path of the file (for an upload that could not be saved, the name it was sent with). */
  file: z.string(),
  status: z.enum(["imported", "duplicate", "failed"]),
  /** The stored paper (for a duplicate, the one already in the library); null when failed. */
  paperId: z.number().int().nullable(),
  /** Page count of that paper; null when failed. */
  pages: z.number().int().nullable(),
  /** Why the file could not be imported; null unless failed. */
  error: ErrorInfoSchema.nullable(),
  /** Present when the imported paper looks like one already in the library (same text or DOI). */
  likelyDuplicateOf: LikelyDuplicateSchema.optional(),
  /** Present when OCR could not read some pages of the imported scan (the rest was read): each with why. */
  ocrPagesUnread: z.array(PageReasonSchema).optional(),
  /** Present when OCR read some pages of the imported scan only in part (a picture cut short): each with why. */
  ocrPagesPartlyRead: z.array(PageReasonSchema).optional(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ImportSummarySchema = z.strictObject({
  imported: z.number().int(),
  duplicate: z.number().int(),
  failed: z.number().int(),
  /** Pages of the papers imported by this batch (duplicates not counted). */
  pages: z.number().int(),
  seconds: z.number(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/** `index` is the file's 0-based position in the batch after folders are expanded. */
/** How far the reading of one file is, page by page (sent for files read by OCR, whose pages take seconds each). */
export const PageProgressSchema = z.strictObject({
  /** Pages read, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  /** Of the pages read, those read by OCR. */
  ocrPages: z.number().int(),
  /** Estimated from the pace so far; null until a page has been read by OCR. */
  secondsLeft: z.number().nullable(),
});
export type PageProgress = z.infer<typeof PageProgressSchema>;

export const ImportProgressEventSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("started"), index: z.number().int(), total: z.number().int(), file: z.string() }),
  z.strictObject({ type: z.literal("pages"), index: z.number().int(), total: z.number().int(), file: z.string(), pages: PageProgressSchema }),
  z.strictObject({ type: z.literal("finished"), index: z.number().int(), total: z.number().int(), result: ImportResultSchema }),
  z.strictObject({ type: z.literal("summary"), summary: ImportSummarySchema }),
]);
export type ImportProgressEvent = z.infer<typeof ImportProgressEventSchema>;

/** The part of the import options that can cross a process boundary. */
export const ImportOptionsSchema = z.object({
  /** Offered to every file of the batch that cannot be opened without a password (not to owner-password-only ones). Defaults to none. */
  password: z.string().optional(),
  /**
   * Echoed in the "import.progress" events of this batch, so a window can follow its own import.
   * A batch with an id is kept in the import report (`imports.importReport`); calls that give
   * the same id add their files to the same batch (an upload sent in several parts).
   */
  batchId: z.string().max(100).optional(),
  /** What the import report calls the batch (a folder's name, say). Defaults to the file's name or "N files". */
  label: z.string().max(200).optional(),
  /** For a batch sent in several calls: how many files all of them hold, so progress counts the whole batch. Defaults to the files of this call. */
  expectedFiles: z.number().int().positive().optional(),
});

export type ImportOptions = z.infer<typeof ImportOptionsSchema> & {
  /**
   * Called as each file starts and finishes, then once with the summary. Only for callers in
   * the same process (the CLI); transports drop it with the rest of what the schema does not
   * describe. Defaults to none.
   */
  onProgress?: (event: ImportProgressEvent) => void;
  /** Stops the batch: parsing in progress is cancelled and the call rejects. Defaults to none. */
  signal?: AbortSignal;
};

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

/** The metadata of a paper the user can correct. */
export const PAPER_METADATA_FIELDS = ["title", "authors", "doi", "year", "venue", "abstract", "keywords"] as const;
export const PaperMetadataFieldSchema = z.enum(PAPER_METADATA_FIELDS);
export type PaperMetadataField = z.infer<typeof PaperMetadataFieldSchema>;

/** Who corrected a field: the user by hand, or a Zotero export it imported. */
export const MetadataEditSourceSchema = z.enum(["user", "zotero"]);
export type MetadataEditSource = z.infer<typeof MetadataEditSourceSchema>;

/** A value of one metadata field: text, a list (authors, keywords), a year, or null for none. */
export const MetadataValueSchema = z.union([z.string(), z.array(z.string()), z.number().int(), z.null()]);
export type MetadataValue = z.infer<typeof MetadataValueSchema>;

/** The corrected values; a field left out stays as it is, null clears it (an empty list for authors and keywords). */
export const PaperMetadataChangesSchema = z.strictObject({
  title: z.string().max(2000).nullable().optional(),
  authors: z.array(z.string().min(1).max(500)).max(2000).optional(),
  doi: z.string().max(500).nullable().optional(),
  year: z.number().int().min(1000).max(9999).nullable().optional(),
  venue: z.string().max(2000).nullable().optional(),
  abstract: z.string().max(100_000).nullable().optional(),
  keywords: z.array(z.string().min(1).max(500)).max(1000).optional(),
});
export type PaperMetadataChanges = z.infer<typeof PaperMetadataChangesSchema>;

/** What `library.editPaper` is asked: new values, and fields to take back to what the reader found. */
export const PaperEditRequestSchema = z.strictObject({
  changes: PaperMetadataChangesSchema.optional(),
  /** Fields whose correction is dropped, so they show what the reader found again. Defaults to none. */
  revert: z.array(PaperMetadataFieldSchema).optional(),
});
export type PaperEditRequest = z.infer<typeof PaperEditRequestSchema>;

/** One corrected field of a paper: where the correction came from and what the reader had found. */
export const PaperFieldEditSchema = z.strictObject({
  field: PaperMetadataFieldSchema,
  source: MetadataEditSourceSchema,
  /** The value the reader found in the PDF, shown beside the correction and restored by a revert. */
  extracted: MetadataValueSchema,
  /** ISO-8601 UTC. */
  editedAt: z.string(),
});
export type PaperFieldEdit = z.infer<typeof PaperFieldEditSchema>;

/** What became of one item of a Zotero export (one line of `distillate import --from-zotero --json`). */
export const ZoteroEntryResultSchema = z.strictObject({
  /** The item's citation key, else its id or title. */
  entry: z.string(),
  /**
   * "imported": its PDF was imported now; "matched": a paper already in the library was found by
   * the item's PDF (its path or its bytes) or its DOI; "failed": neither (see `error`).
   */
  status: z.enum(["imported", "matched", "failed"]),
  /** How the paper was found: its PDF, or its DOI; null unless matched or imported. */
  matchedBy: z.enum(["file", "doi"]).nullable(),
  paperId: z.number().int().nullable(),
  /** The PDF it named and was imported from or matched by; null when none was used. */
  file: z.string().nullable(),
  /** The fields taken from Zotero (a field corrected by hand in Distillate is kept). */
  fields: z.array(PaperMetadataFieldSchema),
  error: ErrorInfoSchema.nullable(),
});
export type ZoteroEntryResult = z.infer<typeof ZoteroEntryResultSchema>;

const PlacedTextSchema = z.strictObject({ text: z.string(), page: z.number().int() });

/** `distillate show <id> --json`: the paper as read, body apart from abstract, captions and references. */
export const PaperDetailSchema = z.strictObject({
  id: z.number().int(),
  /** Its title, or its file name when no title was found (as PaperSummary). */
  name: z.string(),
  title: z.string().nullable(),
  authors: z.array(z.string()),
  doi: z.string().nullable(),
  language: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.array(z.string()),
  year: z.number().int().nullable(),
  /** Journal, conference or series the paper appeared in. */
  venue: z.string().nullable(),
  /** The fields the user corrected (the values above already are the corrected ones). */
  edited: z.array(PaperFieldEditSchema),
  /** How each detail was found and what about them looks doubtful. */
  reading: ReadingNotesSchema,
  /** Present when the paper was read by OCR (a scan): which pages, how sure OCR was, what it could not read. */
  ocr: OcrNotesSchema.optional(),
  pages: z.number().int(),
  /**
   * In reading order, flattened (nesting shows in `level`). Body text before the first heading
   * sits in a leading section with heading "" and level 0, present only when there is some.
   */
  sections: z.array(
    z.strictObject({
      heading: z.string(),
      level: z.number().int(),
      paragraphs: z.array(PlacedTextSchema),
    }),
  ),
  captions: z.array(PlacedTextSchema),
  references: z.array(z.string()),
  /**
   * Its tables in reading order, as plain grids (`distillate tables` prints them whole, cells
   * with their boxes are `library.paperTables`); null when its tables were never read (imported
   * before Distillate read tables), [] when it has none.
   */
  tables: z.array(TableGridSchema).nullable(),
  /** A paper, or a text an imported dataset brought: it has no PDF and no pages, only its text. */
  kind: LibraryEntryKindSchema,
  /** The dataset a text came with, and its number there; null for a paper. */
  dataset: DatasetPlaceSchema.nullable(),
});
export type PaperDetail = z.infer<typeof PaperDetailSchema>;

/** A PDF sent by the page itself (browser upload or drop); stored in the data folder, then imported. */
export const UploadedFileSchema = z.strictObject({
  /** The file's own name, used for the stored copy; folders in it are ignored. */
  name: z.string().min(1).max(255),
  data: z.instanceof(Uint8Array),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

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
  order: z.enum(["asc", "desc"]).optional(),
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

/** A text item's rectangle on its page (PDF units, origin top-left) and the passage characters it shows. */
export const TextBoxSchema = z.strictObject({
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  start: z.number().int(),
  end: z.number().int(),
});
export type TextBoxView = z.infer<typeof TextBoxSchema>;

/** The paper as stored for reading: passages with ids and boxes, so evidence can be highlighted in text and on the page. */
export const PaperReadingSchema = z.strictObject({
  paperId: z.number().int(),
  pages: z.array(z.strictObject({ number: z.number().int(), width: z.number(), height: z.number() })),
  sections: z.array(
    z.strictObject({ id: z.number().int(), heading: z.string(), number: z.string().nullable(), level: z.number().int(), page: z.number().int().nullable() }),
  ),
  passages: z.array(
    z.strictObject({
      id: z.number().int(),
      sectionId: z.number().int().nullable(),
      kind: z.enum(["paragraph", "abstract", "caption", "footnote", "equation", "table"]),
      page: z.number().int(),
      text: z.string(),
      boxes: z.array(TextBoxSchema),
    }),
  ),
  references: z.array(z.string()),
});
export type PaperReading = z.infer<typeof PaperReadingSchema>;

/**
 * Where one file of a recent import stands. "needs-password" is a failed import that its
 * password can still unlock (the error says whether a password was already tried and wrong).
 */
export const ImportFileStatusSchema = z.enum(["queued", "reading", "imported", "duplicate", "failed", "needs-password"]);
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
   * them was closed or reloaded).
   */
  state: z.enum(["running", "finished", "incomplete"]),
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

