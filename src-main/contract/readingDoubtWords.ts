import { type DoubtField, READING_DOUBT_KINDS, type ReadingDoubt, type ReadingDoubtKind } from "./readingNotes.ts";

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
