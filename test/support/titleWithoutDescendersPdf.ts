/**
 * A generated article's first page whose two-line title (20 pt Times-Bold on 23 pt leading) has
 * no descenders in its first line and some in its second ("public"), as an editorial's scanned
 * title had: on a scan the first line's box ends on its baseline, so the white between the boxes
 * is wider than the title's leading leaves between lines that both have descenders. Laid out by
 * hand; the text is our own.
 */
import { letterDocument, linePen } from "./letterDocument.ts";
import { READING_GROUPS_ABSTRACT_CLOSE, READING_GROUPS_ABSTRACT_OPENING, READING_GROUPS_AUTHORS, READING_GROUPS_BODY } from "./readingGroupsText.ts";

/** The title's lines: no g, j, p, q, y or comma in the first. */
const TITLE = ["Votes and leaders in the book clubs", "of small public libraries"];
const ABSTRACT = [...READING_GROUPS_ABSTRACT_OPENING, READING_GROUPS_ABSTRACT_CLOSE];
const BODY = READING_GROUPS_BODY;

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
  line(READING_GROUPS_AUTHORS, "Times-Roman", 12, 30);
  line("Abstract", "Times-Bold", 12, 18);
  for (const text of ABSTRACT) line(text, "Times-Roman", 11, 13.5);
  line("", "Times-Roman", 11, 12);
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 11, 13.5);
  return { bytes: await finish(), title: TITLE.join(" "), abstract: ABSTRACT.join(" ") };
}
