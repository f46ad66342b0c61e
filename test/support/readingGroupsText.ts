/**
 * The text of the generated "reading groups" article, our own words, that several scanned-page
 * tests set with a different layout each (a sideways stamp, a title without descenders, a note
 * mark after a stop): one copy of the words, so the tests differ only in what they test.
 */
import type { LinePen } from "./letterDocument.ts";

export const READING_GROUPS_TITLE = "How reading groups choose their books";
export const READING_GROUPS_AUTHORS = "Hanna Berg and Luis Moreno";
/** The abstract's lines before its last, which each page ends its own way. */
export const READING_GROUPS_ABSTRACT_OPENING = [
  "Reading groups in small libraries choose their books by vote, by a leader's taste or by a list",
  "handed down from a larger library. We followed forty groups for two years, recorded each",
  "choice and asked members after every meeting whether they had finished the book and would",
  "recommend it. Groups that voted finished more books, but groups with a leader recommended",
];
/** The abstract's short last line, as most of the pages end it. */
export const READING_GROUPS_ABSTRACT_CLOSE = "more of what they read, and kept their members longer.";
export const READING_GROUPS_BODY = [
  "Public libraries have hosted reading groups for a century, and most of them now run more",
  "than one. Librarians told us that choosing the next book takes longer than discussing it.",
  "We asked how a group's way of choosing shapes what its members read and think of it.",
  "The groups met monthly in twelve towns, and none of them knew the others were taking part.",
];

/** The title (16 pt bold), the authors and the "Abstract" heading, as a journal's title page sets them. */
export function readingGroupsFront({ line }: LinePen): void {
  line(READING_GROUPS_TITLE, "Times-Bold", 16, 30);
  line(READING_GROUPS_AUTHORS, "Times-Roman", 12, 30);
  line("Abstract", "Times-Bold", 12, 18);
}
