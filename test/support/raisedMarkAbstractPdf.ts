/**
 * A generated title page whose abstract has, on one line, residue numbers set as superscripts
 * raised above the capitals ("Arg⁵²²", as biochemistry papers print them): on a scan, tesseract
 * measures that line taller than its neighbours (the marks stretch its ascenders, not its
 * lower-case letters). Laid out by hand, one line at a time; the text is our own.
 */
import { LETTER, letterDocument, linePen } from "./letterDocument.ts";

const LEFT = LETTER.left;

/** The abstract's lines; `marks` puts a raised number after the word at that index of the line. */
const ABSTRACT: { text: string; marks?: Record<number, string> }[] = [
  { text: "Serine proteases cut peptide bonds with a catalytic triad whose geometry is kept by a network" },
  { text: "of hydrogen bonds around the active site. We compared the binding of six small inhibitors to" },
  { text: "the wild type enzyme and to three variants in which single residues of that network were" },
  { text: "changed. Binding constants were measured by fluorescence titration at room temperature and" },
  { text: "the structures of two complexes were solved. Both inhibitors stack against Trp and Phe and", marks: { 11: "215", 13: "174" } },
  { text: "donate a hydrogen bond to Arg through a carboxylate, while a water molecule bridges them", marks: { 5: "522" } },
  { text: "to Glu at the rim of the pocket. Removing the arginine weakened binding a hundredfold.", marks: { 1: "384" } },
  { text: "These results explain why the inhibitors prefer one enzyme and suggest where to extend them." },
];

const BODY = [
  "Proteases of this family take part in digestion, blood clotting and the immune response, and",
  "their inhibitors are used both as drugs and as tools to study how each enzyme is regulated.",
  "Most known inhibitors bind all members of the family, because the pockets they occupy are",
  "lined by the same residues, and the few selective ones were found by screening large sets.",
];

export interface RaisedMarkAbstract {
  bytes: Uint8Array;
  /** The abstract as drawn, without its raised marks. */
  abstract: string;
}

export async function raisedMarkAbstractPdf(): Promise<RaisedMarkAbstract> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc);
  const { line } = pen;
  line("Why small inhibitors prefer one serine protease", "Times-Bold", 18, 24);
  line("Binding studies of three variants of the active site", "Times-Bold", 18, 34);
  line("Maria Costa, Peter Lindqvist and Amina Yusuf", "Times-Roman", 11, 30);
  line("Abstract", "Times-Bold", 12, 18);
  for (const { text, marks } of ABSTRACT) {
    let x = LEFT;
    text.split(" ").forEach((word, i) => {
      doc.font("Times-Roman").fontSize(9).text(word, x, pen.y, { lineBreak: false });
      x += doc.widthOfString(word);
      const mark = marks?.[i];
      if (mark) {
        // Set at 6 pt with its baseline 3.3 pt up: its top stands above the capitals' height.
        doc.fontSize(6).text(mark, x, pen.y - 1.3, { lineBreak: false });
        x += doc.fontSize(6).widthOfString(mark);
      }
      x += doc.font("Times-Roman").fontSize(9).widthOfString(" ");
    });
    pen.y += 11.5;
  }
  pen.y += 20;
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 10, 13);
  return { bytes: await finish(), abstract: ABSTRACT.map((l) => l.text).join(" ") };
}
