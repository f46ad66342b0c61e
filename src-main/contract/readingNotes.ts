import { z } from "zod";

// How sure the reader is about a paper: how it found each detail, and what about the details
// looks doubtful. The library flags doubtful papers, the paper view lists the doubts, `show`
// prints them. Their wording lives once, in fieldOriginLabels.ts and readingDoubtWords.ts, so every
// transport says the same thing.

/** The details of a paper the reader finds and says how it found. */
export const READ_FIELDS = ["title", "authors", "abstract", "doi", "keywords", "sections"] as const;
export const ReadFieldSchema = z.enum(READ_FIELDS);
export type ReadField = z.infer<typeof ReadFieldSchema>;

/**
 * What a doubt may be about: the details above, and the body (its paragraphs and sentences),
 * which no correction replaces, so nothing settles a doubt about it but a better reading.
 */
export const DOUBT_FIELDS = [...READ_FIELDS, "body"] as const;
export const DoubtFieldSchema = z.enum(DOUBT_FIELDS);
export type DoubtField = z.infer<typeof DoubtFieldSchema>;

/**
 * How a detail was found. "not-recorded" is for papers imported before the reader kept this;
 * "corrected" and "zotero" replace what the reader found once the user corrects the detail.
 */
export const FIELD_ORIGINS = [
  "pdf-metadata",
  "largest-text",
  "below-title",
  "abstract-heading",
  "first-paragraph",
  "doi-label",
  "first-page-text",
  "later-page",
  "keywords-heading",
  "headings",
  "not-found",
  "not-recorded",
  "corrected",
  "zotero",
] as const;
export const FieldOriginSchema = z.enum(FIELD_ORIGINS);
export type FieldOrigin = z.infer<typeof FieldOriginSchema>;

export const FieldOriginsSchema = z.strictObject({
  title: FieldOriginSchema,
  authors: FieldOriginSchema,
  abstract: FieldOriginSchema,
  doi: FieldOriginSchema,
  keywords: FieldOriginSchema,
  sections: FieldOriginSchema,
});
export type FieldOrigins = z.infer<typeof FieldOriginsSchema>;

/** Something about a paper's details that a reader should check against the PDF. */
export const READING_DOUBT_KINDS = [
  "no-title",
  "title-like-journal",
  "title-like-label",
  "title-too-long",
  "title-differs-from-properties",
  "title-has-status",
  "no-authors",
  "authors-differ-from-properties",
  "authors-fewer-than-printed",
  "no-abstract",
  "abstract-too-short",
  "abstract-has-email",
  "abstract-like-affiliations",
  "abstract-like-author-list",
  "abstract-starts-midway",
  "abstract-cut-short",
  "abstract-too-long",
  "abstract-like-body",
  "abstract-one-part",
  "abstract-broken-word",
  "abstract-ends-at-aim",
  "doi-differs-from-page",
  "doi-missing-though-printed",
  "doi-missing-though-in-text",
  "no-sections",
  "no-usual-sections",
  "sections-numbering-gap",
  "sections-columns-mixed",
  "sections-unlike-outline",
  "body-has-references",
  "body-columns-mixed",
  "body-too-short",
  "body-repeats-abstract",
  "ocr-low-confidence",
  "ocr-pages-unread",
  "ocr-pages-partly-read",
] as const;
export const ReadingDoubtKindSchema = z.enum(READING_DOUBT_KINDS);
export type ReadingDoubtKind = z.infer<typeof ReadingDoubtKindSchema>;

export const ReadingDoubtSchema = z.strictObject({
  kind: ReadingDoubtKindSchema,
  /** The detail in doubt. */
  field: DoubtFieldSchema,
  /** The doubt in words, as READING_DOUBTS says it. */
  message: z.string(),
});
export type ReadingDoubt = z.infer<typeof ReadingDoubtSchema>;

/** How sure the reader is about one paper (`show --json` prints it as `reading`). */
export const ReadingNotesSchema = z.strictObject({
  /** How each detail was found; a corrected detail says so instead. */
  found: FieldOriginsSchema,
  /** What to check, in the order of the details; a correction of the detail settles its doubts. */
  doubts: z.array(ReadingDoubtSchema),
});
export type ReadingNotes = z.infer<typeof ReadingNotesSchema>;

/** How OCR read a scanned paper (`show --json` prints it as `ocr`; absent for a paper with a text layer). */
export const OcrNotesSchema = z.strictObject({
  /** Tesseract language codes it was read in. */
  languages: z.array(z.string()),
  /** Pages whose text OCR read. */
  pages: z.array(z.number().int()),
  /** Mean word confidence (0-100) over those pages, weighted by characters; null when no word was read. */
  meanConfidence: z.number().nullable(),
  /** The lines OCR was least sure of (confidence below 60), worth checking against the page. */
  lowConfidenceLines: z.array(z.strictObject({ page: z.number().int(), text: z.string(), confidence: z.number() })),
  /** Pages OCR could not read, with why; the rest of the paper was read. */
  failedPages: z.array(z.strictObject({ page: z.number().int(), reason: z.string() })),
  /** Pages OCR read only in part, with why (a picture whose data ends early). Absent in papers read before round 24. */
  partlyReadPages: z.array(z.strictObject({ page: z.number().int(), reason: z.string() })).optional(),
  /**
   * The engines that read the pages ("tesseract 5.3.0 (installed)", "built-in (tesseract.js)"),
   * each with its pages. Absent in papers read before engines could be chosen (all built-in).
   */
  engines: z.array(z.strictObject({ engine: z.string(), pages: z.array(z.number().int()) })).optional(),
  /** Why pages were read by another engine than the one chosen (the installed command missing or failing), with the pages. */
  engineNotes: z.array(z.strictObject({ note: z.string(), pages: z.array(z.number().int()) })).optional(),
});
export type OcrNotes = z.infer<typeof OcrNotesSchema>;
