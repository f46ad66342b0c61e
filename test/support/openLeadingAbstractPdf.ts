/**
 * A generated title page whose abstract, unlabelled, is set small on open leading (8.5 pt type on
 * 13 pt baselines) above a 10 pt body, its last line a few letters with one ascender and no
 * descender ("pores as cast."). On a scan tesseract fits that line's row to those few letters and
 * measures it far shorter than the abstract's other rows, with a smaller x-height too, though its
 * letters are the abstract's. Laid out by hand, one line at a time; the text is our own.
 */
import { titlePagePdf } from "./titlePageSheet.ts";

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
  const bytes = await titlePagePdf((pen) => {
    pen.head(["How the powder and the pore former set", "the pores of fired ceramic membranes"], "Ana Ribeiro, Tomas Novak and Lena Okafor");
    pen.lines(ABSTRACT, "Times-Roman", 8.5, 13);
    pen.y += 18;
    pen.line("1. Introduction", "Times-Bold", 12, 18);
    pen.lines(BODY, "Times-Roman", 10, 13);
  });
  return { bytes, abstract: ABSTRACT.join(" ") };
}
