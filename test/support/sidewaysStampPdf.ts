/**
 * A generated preprint's title page with an arXiv identifier stamp printed sideways (bottom to
 * top, 20 pt grey Times, as arXiv stamps a paper) in the left margin, its middle at the height of
 * the abstract's short last line; keywords and the first heading follow the abstract. On a scan,
 * tesseract reads the stamp as a line whose words stand on end. Laid out by hand; the text is our own.
 */
import { letterDocument, linePen } from "./letterDocument.ts";

/** The abstract's lines; the last is short, as the stamp's middle sits beside it. */
const ABSTRACT = [
  "Reading groups in small libraries choose their books by vote, by a leader's taste or by a list",
  "handed down from a larger library. We followed forty groups for two years, recorded each",
  "choice and asked members after every meeting whether they had finished the book and would",
  "recommend it. Groups that voted finished more books, but groups with a leader recommended",
  "more of what they read, and kept their members longer.",
];
export const SIDEWAYS_STAMP = "arXiv:2401.01234v1 [cs.DL] 5 Jan 2024";
const KEYWORDS = "Keywords: reading groups, public libraries, book choice";
const BODY = [
  "Public libraries have hosted reading groups for a century, and most of them now run more",
  "than one. Librarians told us that choosing the next book takes longer than discussing it.",
  "We asked how a group's way of choosing shapes what its members read and think of it.",
  "The groups met monthly in twelve towns, and none of them knew the others were taking part.",
];

export interface SidewaysStampPage {
  bytes: Uint8Array;
  /** The abstract as drawn. */
  abstract: string;
  keywords: string;
  body: string;
}

export async function sidewaysStampPdf(): Promise<SidewaysStampPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc, 100);
  const { line } = pen;
  line("How reading groups choose their books", "Times-Bold", 16, 30);
  line("Hanna Berg and Luis Moreno", "Times-Roman", 12, 30);
  line("Abstract", "Times-Bold", 12, 18);
  for (const text of ABSTRACT.slice(0, -1)) line(text, "Times-Roman", 11, 13.5);
  const lastLine = pen.y;
  line(ABSTRACT.at(-1)!, "Times-Roman", 11, 24);
  line(KEYWORDS, "Times-Roman", 11, 24);
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 11, 13.5);
  // The stamp reads upward from its foot; its middle at the last abstract line's middle.
  doc.font("Times-Roman").fontSize(20);
  const length = doc.widthOfString(SIDEWAYS_STAMP);
  const x = 18;
  const foot = lastLine + 5 + length / 2;
  doc.save().rotate(-90, { origin: [x, foot] });
  doc.fillColor("#808080").text(SIDEWAYS_STAMP, x, foot, { lineBreak: false });
  doc.restore().fillColor("black");
  return { bytes: await finish(), abstract: ABSTRACT.join(" "), keywords: KEYWORDS, body: BODY.join(" ") };
}
