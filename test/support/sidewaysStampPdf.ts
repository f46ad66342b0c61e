/**
 * A generated preprint's title page with an arXiv identifier stamp printed sideways (bottom to
 * top, 20 pt grey Times, as arXiv stamps a paper) in the left margin, its middle at the height of
 * the abstract's short last line; keywords and the first heading follow the abstract. On a scan,
 * tesseract reads the stamp as a line whose words stand on end. Laid out by hand; the text is our own.
 */
import { letterDocument, linePen } from "./letterDocument.ts";
import { READING_GROUPS_ABSTRACT_CLOSE, READING_GROUPS_ABSTRACT_OPENING, READING_GROUPS_BODY, readingGroupsFront } from "./readingGroupsText.ts";

/** The abstract's lines; the last is short, as the stamp's middle sits beside it. */
const ABSTRACT = [...READING_GROUPS_ABSTRACT_OPENING, READING_GROUPS_ABSTRACT_CLOSE];
export const SIDEWAYS_STAMP = "arXiv:2401.01234v1 [cs.DL] 5 Jan 2024";
const KEYWORDS = "Keywords: reading groups, public libraries, book choice";
const BODY = READING_GROUPS_BODY;

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
  readingGroupsFront(pen);
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
