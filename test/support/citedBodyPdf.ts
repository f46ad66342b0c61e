/**
 * A generated title page whose body cites as journals do, with small raised numbers after a word
 * and before its full stop or comma ("growth⁴." "bonds¹²,¹³,"). On a scan, tesseract glues those
 * numbers to the word, and reads the ones it cannot make out as symbols ("®", "™", "'?"). Laid out
 * by hand, one line at a time; the text is our own.
 */
import { TITLE_PAGE_LEFT, titlePagePdf } from "./titlePageSheet.ts";

/** The body's lines; `marks` puts a raised citation after the word at that index of the line. */
const BODY: { text: string; marks?: Record<number, string> }[] = [
  { text: "Soil bacteria that fix nitrogen live in nodules on the roots of legumes, where the plant", marks: {} },
  { text: "supplies them with sugars and keeps oxygen low enough for their enzyme to work.", marks: { 13: "3" } },
  { text: "The enzyme is made of two proteins and needs a cluster of iron, sulphur and molybdenum.", marks: { 15: "4,5" } },
  { text: "Its activity falls quickly when the cluster is damaged, and the cells repair it slowly.", marks: { 14: "6" } },
  { text: "How the plant senses the demand of the nodule for sugar has been argued for years, and", marks: {} },
  { text: "two models, one based on signals from the shoot and one on the local supply, were put", marks: { 1: "7" } },
  { text: "forward. We grew plants with split roots to tell the two models apart in one experiment.", marks: { 0: "8,9", 15: "10" } },
  { text: "Nodules on the half that lacked nitrogen grew larger than those on the half that had it.", marks: { 16: "11" } },
];

const ABSTRACT = [
  "Legumes trade sugar for nitrogen with bacteria that live in their roots. We asked whether the",
  "plant decides where to send sugar from the shoot or from each root, and found that each root",
  "half of a split plant is supplied according to its own need, not the need of the whole plant.",
];

export interface CitedBody {
  bytes: Uint8Array;
  /** The body as drawn, without its raised citations. */
  body: string;
}

export async function citedBodyPdf(): Promise<CitedBody> {
  const bytes = await titlePagePdf((pen) => {
    const { doc } = pen;
    pen.head(["Where a split root sends its sugar"], "Lena Hartmann and Tomas Oliveira");
    pen.line("Abstract", "Times-Bold", 12, 18);
    pen.lines(ABSTRACT, "Times-Roman", 10, 13);
    pen.y += 20;
    pen.line("1. Introduction", "Times-Bold", 12, 18);
    for (const { text, marks } of BODY) {
      const y = pen.y;
      let x = TITLE_PAGE_LEFT;
      text.split(" ").forEach((word, i) => {
        // The mark goes before the word's full stop or comma, as most journals print it.
        const [, stem, punct] = /^(.*?)([.,]?)$/.exec(word)!;
        doc.font("Times-Roman").fontSize(10).text(stem!, x, y, { lineBreak: false });
        x += doc.widthOfString(stem!);
        const mark = marks?.[i];
        if (mark) {
          // Set at 6 pt with its baseline 3.5 pt up, as a superscript.
          doc.fontSize(6).text(mark, x, y - 1.2, { lineBreak: false });
          x += doc.fontSize(6).widthOfString(mark);
        }
        doc.font("Times-Roman").fontSize(10);
        if (punct) {
          doc.text(punct, x, y, { lineBreak: false });
          x += doc.widthOfString(punct);
        }
        x += doc.widthOfString(" ");
      });
      pen.y += 13;
    }
  });
  return { bytes, body: BODY.map((l) => l.text).join(" ") };
}
