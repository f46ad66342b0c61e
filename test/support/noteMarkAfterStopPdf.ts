/**
 * A generated title page in a conference paper's style whose abstract ends with a footnote mark
 * set after its full stop ("for future research.¹", as ACL's proceedings print a link to code),
 * with the footnote at the page's foot, and whose body puts marks after a sentence's stop or
 * comma too, and a quotation that closes after its full stop. On a scan, tesseract glues the mark to the word, boxes it down to the baseline over
 * the stop, and reads it as a quote mark ("research.’"). Laid out by hand; the text is our own.
 */
import { LETTER, letterDocument, linePen } from "./letterDocument.ts";
import { READING_GROUPS_ABSTRACT_OPENING, READING_GROUPS_BODY, readingGroupsFront } from "./readingGroupsText.ts";

const LEFT = LETTER.left;

/** The abstract's lines; its last word carries the mark. */
const ABSTRACT = [
  ...READING_GROUPS_ABSTRACT_OPENING,
  "more of what they read. We release our survey forms, the anonymised answers and our notes",
  "for future research.",
];

/** The body's lines; `marks` puts a raised mark after the word at that index, behind its stop or comma. */
const BODY: { text: string; marks?: Record<number, string> }[] = [
  { text: READING_GROUPS_BODY[0]! },
  { text: READING_GROUPS_BODY[1]!, marks: { 14: "2" } },
  { text: READING_GROUPS_BODY[2]!, marks: { 16: "3" } },
  { text: READING_GROUPS_BODY[3]! },
  { text: "One librarian called the vote \u201cthe hardest hour of the month.\u201d Others said the same." },
];

export interface NoteMarkAfterStop {
  bytes: Uint8Array;
  /** The abstract as drawn, without its mark. */
  abstract: string;
  /** The body as drawn, without its marks. */
  body: string;
}

export async function noteMarkAfterStopPdf(): Promise<NoteMarkAfterStop> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc);
  const { line } = pen;
  // The mark after the text, set at 7 pt with its baseline 4 pt up, as LaTeX sets \footnote's mark.
  const marked = (text: string, mark: string) => {
    doc.font("Times-Roman").fontSize(11).text(text, LEFT, pen.y, { lineBreak: false });
    // A thin space after the stop, as LaTeX leaves it.
    const x = LEFT + doc.widthOfString(text) + 0.6;
    doc.fontSize(7).text(mark, x, pen.y - 1.5, { lineBreak: false });
  };
  readingGroupsFront(pen);
  for (const text of ABSTRACT.slice(0, -1)) line(text, "Times-Roman", 11, 13.5);
  marked(ABSTRACT.at(-1)!, "1");
  pen.y += 13.5 + 20;
  line("1 Introduction", "Times-Bold", 12, 18);
  for (const { text, marks } of BODY) {
    let x = LEFT;
    text.split(" ").forEach((word, i) => {
      doc.font("Times-Roman").fontSize(11).text(word, x, pen.y, { lineBreak: false });
      x += doc.widthOfString(word);
      const mark = marks?.[i];
      if (mark) {
        x += 0.6;
        doc.fontSize(7).text(mark, x, pen.y - 1.5, { lineBreak: false });
        x += doc.fontSize(7).widthOfString(mark);
      }
      x += doc.font("Times-Roman").fontSize(11).widthOfString(" ");
    });
    pen.y += 13.5;
  }
  pen.y = 700;
  doc.moveTo(LEFT, pen.y - 6).lineTo(LEFT + 120, pen.y - 6).lineWidth(0.5).stroke();
  line("1 The forms and answers are in the library's open archive.", "Times-Roman", 9, 11);
  line("2 Interviews with nine librarians in three towns.", "Times-Roman", 9, 11);
  line("3 The survey asked the same six questions after every meeting.", "Times-Roman", 9, 11);
  return { bytes: await finish(), abstract: ABSTRACT.join(" "), body: BODY.map((l) => l.text).join(" ") };
}
