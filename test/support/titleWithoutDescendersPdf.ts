/**
 * A generated article's first page whose two-line title (20 pt Times-Bold on 23 pt leading) has
 * no descenders in its first line and some in its second ("public"), as an editorial's scanned
 * title had: on a scan the first line's box ends on its baseline, so the white between the boxes
 * is wider than the title's leading leaves between lines that both have descenders. Laid out by
 * hand; the text is our own.
 */
import { letterDocument, linePen } from "./letterDocument.ts";

/** The title's lines: no g, j, p, q, y or comma in the first. */
const TITLE = ["Votes and leaders in the book clubs", "of small public libraries"];
const ABSTRACT = [
  "Reading groups in small libraries choose their books by vote, by a leader's taste or by a list",
  "handed down from a larger library. We followed forty groups for two years, recorded each",
  "choice and asked members after every meeting whether they had finished the book and would",
  "recommend it. Groups that voted finished more books, but groups with a leader recommended",
  "more of what they read, and kept their members longer.",
];
const BODY = [
  "Public libraries have hosted reading groups for a century, and most of them now run more",
  "than one. Librarians told us that choosing the next book takes longer than discussing it.",
  "We asked how a group's way of choosing shapes what its members read and think of it.",
  "The groups met monthly in twelve towns, and none of them knew the others were taking part.",
];

export interface TitleWithoutDescendersPage {
  bytes: Uint8Array;
  /** The title as printed, its lines joined by a space. */
  title: string;
  abstract: string;
}

export async function titleWithoutDescendersPdf(): Promise<TitleWithoutDescendersPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const { line } = linePen(doc, 90);
  for (const text of TITLE) line(text, "Times-Bold", 20, 23);
  line("", "Times-Roman", 12, 10);
  line("Hanna Berg and Luis Moreno", "Times-Roman", 12, 30);
  line("Abstract", "Times-Bold", 12, 18);
  for (const text of ABSTRACT) line(text, "Times-Roman", 11, 13.5);
  line("", "Times-Roman", 11, 12);
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 11, 13.5);
  return { bytes: await finish(), title: TITLE.join(" "), abstract: ABSTRACT.join(" ") };
}
