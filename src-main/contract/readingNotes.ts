import { z } from "zod";

// How sure the reader is about a paper: how it found each detail, and what about the details
// looks doubtful. The library flags doubtful papers, the paper view lists the doubts, `show`
// prints them. Wording lives here, once, so every transport says the same thing.

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

/** What each way of finding a detail is called in the app ("Title: largest text on page 1"). */
export const FIELD_ORIGIN_LABELS: Record<FieldOrigin, string> = {
  "pdf-metadata": "from the PDF's document properties",
  "largest-text": "largest text on page 1",
  "below-title": "names in the lines below the title",
  "abstract-heading": "after the Abstract heading",
  "first-paragraph": "first long paragraph (no Abstract heading)",
  "doi-label": "printed on page 1 after “DOI”",
  "first-page-text": "first DOI-like text on page 1",
  "later-page": "printed on a later page, for the article page 1 names",
  "keywords-heading": "after the Keywords heading",
  headings: "headings told apart by their type",
  "not-found": "not found",
  "not-recorded": "not recorded (imported by an earlier version)",
  corrected: "corrected by you",
  zotero: "taken from Zotero",
};

/** What each detail is called beside its origin. */
export const READ_FIELD_LABELS: Record<ReadField, string> = {
  title: "Title",
  authors: "Authors",
  abstract: "Abstract",
  doi: "DOI",
  keywords: "Keywords",
  sections: "Sections",
};

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

/** Each doubt in words, and the detail a correction of which settles it (sections and the body cannot be corrected). */
export const READING_DOUBTS: Record<ReadingDoubtKind, { field: DoubtField; message: string }> = {
  "no-title": { field: "title", message: "No title found" },
  "title-like-journal": { field: "title", message: "Title looks like a journal name" },
  "title-like-label": { field: "title", message: "Title looks like a page label (such as “Research Article”)" },
  "title-too-long": { field: "title", message: "Title is unusually long and may include other text" },
  "title-differs-from-properties": { field: "title", message: "Title differs from the one stored in the PDF's properties" },
  "title-has-status": { field: "title", message: "Title ends with version or review-status text (such as “[version 2; peer review: …]”)" },
  "no-authors": { field: "authors", message: "No authors found" },
  "authors-differ-from-properties": { field: "authors", message: "The authors found differ from those in the PDF's properties" },
  "authors-fewer-than-printed": { field: "authors", message: "Fewer authors found than names printed near the title" },
  "no-abstract": { field: "abstract", message: "No abstract found" },
  "abstract-too-short": { field: "abstract", message: "Abstract is shorter than a sentence" },
  "abstract-has-email": { field: "abstract", message: "Abstract contains an e-mail address" },
  "abstract-like-affiliations": { field: "abstract", message: "Abstract looks like the authors' affiliations" },
  "abstract-like-author-list": { field: "abstract", message: "Abstract looks like the list of authors" },
  "abstract-starts-midway": { field: "abstract", message: "Abstract starts in the middle of a sentence" },
  "abstract-cut-short": { field: "abstract", message: "Abstract stops in the middle of a sentence" },
  "abstract-too-long": { field: "abstract", message: "Abstract is unusually long and may run into the paper's text" },
  "abstract-like-body": { field: "abstract", message: "Abstract reads like the paper's text (it cites sources or figures, or opens with a section heading)" },
  "abstract-one-part": { field: "abstract", message: "Abstract holds only the first part of a structured abstract (such as “Background:”)" },
  "abstract-broken-word": { field: "abstract", message: "Abstract has a word split at a line end (such as “bio- markers”)" },
  "abstract-ends-at-aim": { field: "abstract", message: "Abstract stops at the study's aim, before what was done and found, so the rest may be missing" },
  "doi-differs-from-page": { field: "doi", message: "DOI differs from the one printed on page 1" },
  "doi-missing-though-printed": { field: "doi", message: "No DOI found, though page 1 prints one" },
  "doi-missing-though-in-text": { field: "doi", message: "No DOI found, though the paper's text prints one (such as in its own citation line)" },
  "no-sections": { field: "sections", message: "No sections found" },
  "no-usual-sections": { field: "sections", message: "None of the usual sections (such as Introduction, Methods or Results) found" },
  "sections-numbering-gap": { field: "sections", message: "The section numbers skip one (such as 2.1 without 2), so a heading may be missing" },
  "sections-columns-mixed": { field: "sections", message: "Lines of side-by-side columns seem mixed together, so headings among them may be missed" },
  "sections-unlike-outline": { field: "sections", message: "The PDF's own outline (bookmarks) names a section that is not among the headings read" },
  "body-columns-mixed": { field: "body", message: "Lines of side-by-side columns seem mixed together in the paper's text (words split at line ends are left apart)" },
  "body-has-references": { field: "body", message: "The paper's text holds lines that read like reference-list entries (authors, year, volume, pages)" },
  "body-too-short": { field: "body", message: "The paper's text has few sentences for its number of pages, so some of it may be missing" },
  "body-repeats-abstract": { field: "body", message: "The paper's text repeats the abstract's sentences, so a summary page may have been read as the text" },
  // A scan's text is as good as OCR read it; the body cannot be corrected, so these stay shown.
  "ocr-low-confidence": { field: "body", message: "Some lines of this scanned paper were read by OCR with low confidence: check them against the page" },
  "ocr-pages-unread": { field: "body", message: "Some pages of this scanned paper could not be read by OCR, so their text is missing" },
  "ocr-pages-partly-read": { field: "body", message: "Some pages of this scanned paper were read by OCR only in part (their picture ends early), so some of their text is missing" },
};

export const ReadingDoubtSchema = z.strictObject({
  kind: ReadingDoubtKindSchema,
  /** The detail in doubt. */
  field: DoubtFieldSchema,
  /** The doubt in words, as READING_DOUBTS says it. */
  message: z.string(),
});
export type ReadingDoubt = z.infer<typeof ReadingDoubtSchema>;

/** A doubt in its wire shape. */
export function readingDoubt(kind: ReadingDoubtKind): ReadingDoubt {
  return { kind, ...READING_DOUBTS[kind] };
}

/** The doubts a correction has not settled: correcting a detail settles every doubt about it. */
export function openDoubts(kinds: readonly ReadingDoubtKind[], corrected: readonly string[]): ReadingDoubt[] {
  // In the order the kinds are listed (details in reading order); a kind this version does not
  // know (written by a newer app sharing the library) is left out.
  return READING_DOUBT_KINDS.filter((kind) => kinds.includes(kind) && !corrected.includes(READING_DOUBTS[kind].field)).map(readingDoubt);
}

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
