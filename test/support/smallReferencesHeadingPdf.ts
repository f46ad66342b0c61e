/**
 * A generated last page set as BioMed Central sets its back matter: body paragraphs in 10 pt,
 * then "Competing interests" and "References" in 7 pt bold with the list in 7 pt under them. A
 * born-digital reader tells the small headings by their bold face; a scan has no faces, only the
 * lines' sizes. Laid out by hand, one line at a time; the text is our own.
 */
import { LETTER, letterDocument } from "./letterDocument.ts";

const LEFT = LETTER.left;

const TITLE = "Reading Aids for Papers Outside One's Field";

const BODY = [
  "Readers who come to a field from outside it meet papers written for those already inside.",
  "The terms are unfamiliar, the methods assumed, and the findings hedged in ways that only",
  "experts weigh well. We built a reading aid that sits beside the paper and answers the few",
  "questions such readers ask most, pointing each answer back to the passage it comes from.",
  "The aid never replaces the paper: every answer it gives is a link into the page, so the",
  "reader can check it against the authors' own words. We asked twelve readers to use it on",
  "two papers each and compared what they understood with readers of the plain page alone.",
];

/** The reference list: each entry's lines, the first numbered, the rest indented under it. */
const ENTRIES = [
  ["1. Hollander KA, Brennan TC: Silent errors in the reading of unfamiliar papers by novices.", "Journal of Reading Studies 1989, 158:515-519."],
  ["2. Marsh WH, Okafor KI, Lindqvist RM: A prospective study of questions asked by readers of", "technical papers. Reading Quarterly 1994, 331:1601-1606."],
  ["3. Petrov JA, Castellanos JC, Whitfield RJ: Time spent on methods sections by outside", "readers. Studies in Attention 1996, 40:541-548."],
  ["4. Nakamura KF, Delgado SE: Glossaries beside the page and what readers retain from them.", "Learning Sciences 1990, 30:568-573."],
  ["5. Brandt FB, Oyelaran SR, Whitcombe J: Links from answers back into the source text.", "Journal of Documentation 1995, 35:637-642."],
];

export interface SmallReferencesPage {
  bytes: Uint8Array;
  title: string;
  body: string[];
  /** Every line of the reference list. */
  references: string[];
}

export async function smallReferencesHeadingPdf(): Promise<SmallReferencesPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  let y = 80;
  doc.font("Times-Bold").fontSize(16).text(TITLE, LEFT, y, { lineBreak: false });
  y += 40;
  doc.font("Times-Bold").fontSize(12).text("Discussion", LEFT, y, { lineBreak: false });
  y += 20;
  for (const text of BODY) {
    doc.font("Times-Roman").fontSize(10).text(text, LEFT, y, { lineBreak: false });
    y += 13;
  }
  y += 14;
  doc.font("Helvetica-Bold").fontSize(7).text("Competing interests", LEFT, y, { lineBreak: false });
  y += 9;
  doc.font("Helvetica").fontSize(7).text("The authors declare that they have no competing interests.", LEFT, y, { lineBreak: false });
  y += 18;
  doc.font("Helvetica-Bold").fontSize(7).text("References", LEFT, y, { lineBreak: false });
  y += 10;
  for (const [first, ...rest] of ENTRIES) {
    doc.font("Helvetica").fontSize(7).text(first!, LEFT, y, { lineBreak: false });
    y += 9;
    for (const line of rest) {
      doc.font("Helvetica").fontSize(7).text(line, LEFT + 9, y, { lineBreak: false });
      y += 9;
    }
  }
  return { bytes: await finish(), title: TITLE, body: BODY, references: ENTRIES.flat() };
}
