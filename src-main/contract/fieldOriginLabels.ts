import type { FieldOrigin, ReadField } from "./readingNotes.ts";

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
