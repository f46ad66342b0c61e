import { z } from "zod";

// The shapes here are a public interface: `show --json` (its `edited` fields) and `papers --json` print them, and scripts outside this repository
// parse them. Strict objects, so a field added by accident fails the tests instead of silently
// changing the format.

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
