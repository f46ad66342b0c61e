import { z } from "zod";
import { ErrorInfoSchema } from "./errors.ts";
import { PaperMetadataFieldSchema } from "./paperEdits.ts";

// The shapes here are a public interface: `distillate import --json` and `import --from-zotero --json` print them, and scripts outside this repository
// parse them. Strict objects, so a field added by accident fails the tests instead of silently
// changing the format.

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
  /** Estimated from the pace of the pages read after the first OCR page (start-up left out); null until two have been. */
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

/** A PDF sent by the page itself (browser upload or drop); stored in the data folder, then imported. */
export const UploadedFileSchema = z.strictObject({
  /** The file's own name, used for the stored copy; folders in it are ignored. */
  name: z.string().min(1).max(255),
  data: z.instanceof(Uint8Array),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

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
