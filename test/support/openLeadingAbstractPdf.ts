/**
 * A generated title page whose abstract, unlabelled, is set small on open leading (8.5 pt type on
 * 13 pt baselines) above a 10 pt body, its last line a few letters with one ascender and no
 * descender ("pores as cast."). On a scan tesseract fits that line's row to those few letters and
 * measures it far shorter than the abstract's other rows, with a smaller x-height too, though its
 * letters are the abstract's. Laid out by hand, one line at a time; the text is our own.
 */
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";

const WIDTH = 612;
const HEIGHT = 792;
const LEFT = 72;
const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

const ABSTRACT = [
  "Porous ceramic membranes for water filtration are usually made by casting a slurry of fine powder",
  "and a pore former, then firing it. We compared membranes cast from three alumina powders of",
  "different grain size, each with starch or with polymer beads as the pore former, and measured",
  "their porosity, permeability and bending strength after firing at four temperatures. Starch gave",
  "wider and more connected pores, and so a higher flow of water, but weaker membranes; beads gave",
  "narrower pores of even size. Firing above the middle temperature closed the smallest pores of",
  "every membrane and halved its flow, while the strength rose only a little. The finest powder kept",
  "pores as cast.",
];

const BODY = [
  "Ceramic membranes resist heat, solvents and cleaning with strong acids far better than polymer",
  "ones, and they last for years in plants that treat waste water from mines and from food making.",
  "Their cost lies mostly in the firing, which must be long and hot enough to bind the grains but",
  "not so hot that the pores close. How the powder and the pore former together set the size of",
  "the pores that survive firing is known only in part, and most studies vary one of the two.",
];

export interface OpenLeadingAbstract {
  bytes: Uint8Array;
  /** The abstract as drawn. */
  abstract: string;
}

export async function openLeadingAbstractPdf(): Promise<OpenLeadingAbstract> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  let y = 80;
  const line = (text: string, font: string, size: number, leading: number) => {
    doc.font(font).fontSize(size).text(text, LEFT, y, { lineBreak: false });
    y += leading;
  };
  line("How the powder and the pore former set", "Times-Bold", 18, 24);
  line("the pores of fired ceramic membranes", "Times-Bold", 18, 34);
  line("Ana Ribeiro, Tomas Novak and Lena Okafor", "Times-Roman", 11, 30);
  for (const text of ABSTRACT) line(text, "Times-Roman", 8.5, 13);
  y += 18;
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 10, 13);
  doc.end();
  return { bytes: await done, abstract: ABSTRACT.join(" ") };
}
