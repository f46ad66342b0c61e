/**
 * A generated title page in a conference paper's style whose abstract ends with a footnote mark
 * set after its full stop ("for future research.¹", as ACL's proceedings print a link to code),
 * with the footnote at the page's foot, and whose body puts marks after a sentence's stop or
 * comma too, and a quotation that closes after its full stop. On a scan, tesseract glues the mark to the word, boxes it down to the baseline over
 * the stop, and reads it as a quote mark ("research.’"). Laid out by hand; the text is our own.
 */
import { LETTER, letterDocument, linePen } from "./letterDocument.ts";

const LEFT = LETTER.left;

/** The abstract's lines; its last word carries the mark. */
const ABSTRACT = [
  "Reading groups in small libraries choose their books by vote, by a leader's taste or by a list",
  "handed down from a larger library. We followed forty groups for two years, recorded each",
  "choice and asked members after every meeting whether they had finished the book and would",
  "recommend it. Groups that voted finished more books, but groups with a leader recommended",
  "more of what they read. We release our survey forms, the anonymised answers and our notes",
  "for future research.",
];

/** The body's lines; `marks` puts a raised mark after the word at that index, behind its stop or comma. */
const BODY: { text: string; marks?: Record<number, string> }[] = [
  { text: "Public libraries have hosted reading groups for a century, and most of them now run more" },
  { text: "than one. Librarians told us that choosing the next book takes longer than discussing it.", marks: { 14: "2" } },
  { text: "We asked how a group's way of choosing shapes what its members read and think of it.", marks: { 16: "3" } },
  { text: "The groups met monthly in twelve towns, and none of them knew the others were taking part." },
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
  line("How reading groups choose their books", "Times-Bold", 16, 30);
  line("Hanna Berg and Luis Moreno", "Times-Roman", 12, 30);
  line("Abstract", "Times-Bold", 12, 18);
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
