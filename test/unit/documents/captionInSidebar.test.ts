import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "../../support/pdfkit.ts";

// A page of two columns whose top holds a wide figure with its caption set beside it, in a narrow
// sidebar over the left column (as Science Advances and Springer set figures): the caption's lines
// end well short of the column's right edge. Measured against that edge every caption line looked
// short, so the caption was cut after its bold title and after each line that ended a sentence.

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 594;
const HEIGHT = 792;
const LEFT = [36, 291] as const;
const RIGHT = [303, 558] as const;
const SIDEBAR = [36, 194] as const;

const TITLE = "Fig. 3. Injections of labelled peptides in two strains of mice.";
const CAPTION_BODY =
  "Representative images of the clearance and targeting of labelled peptides injected into the eye and extracted at set times after injection. " +
  "(A to D) Fundus images of one peptide delivered by two routes at the corresponding times. " +
  "Top: Bright-field images of the eye. " +
  "Bottom: Red fluorescence showing where the peptide went. " +
  "(E to H) Confocal images of thin sections after both injections of the two peptides, to check the targeting. " +
  "Scale bars, 25 microns. " +
  "(I) Mean fluorescence in each layer of the retina, measured on the confocal images. " +
  "Means and their standard errors are shown.";
const INTRO_LEFT =
  "Gene therapy of the retina needs a carrier that reaches the cells that sense light, and viral carriers can hold only small genes. " +
  "Lipid particles carry messenger RNA of any length, yet after an injection into the eye they stay mostly in the layer of pigment cells behind the retina. " +
  "We looked for short peptides that bind the photoreceptors and attached them to the surface of the particles. " +
  "A peptide found by phage display against the outer segments was the first candidate we tested. " +
  "Several of its variants were made with a dye at one end so that they could be followed in the eye over time.";
const INTRO_RIGHT =
  "Each peptide was injected into the vitreous or under the retina of mice, and the eyes were imaged at set times after the injection. " +
  "The peptides that stayed longest in the outer retina were then joined to particles at two densities on their surface. " +
  "Particles carrying the enzyme that switches on a reporter gene showed where the RNA was read in the retina. " +
  "The best peptide was finally tried in the eye of a primate, whose retina is closest to the human one. " +
  "The results point to a way of bringing genes of any size to the photoreceptors without a virus.";
const LEFT_BODY =
  "Retinal sections were stained for a marker of the rod and cone cells, which labels their cell bodies and their outer segments. " +
  "The marker lined up with the expression of the reporter, which confirms delivery to the photoreceptors by the particles. " +
  "Areas of injected retinas showed some disruption of their layers near the site of the injection.";
const RIGHT_BODY =
  "There was a loss of inner and outer segments in those areas and the outer nuclear layer formed rosettes. " +
  "Transfection of the photoreceptors was still seen there, but glial cells were transfected more often. " +
  "Sections were also stained to detect an immune response to the damage, and none was found.";

interface Word {
  text: string;
  font: "Helvetica-Bold" | "Helvetica";
}

const widthOf = (doc: PdfKitDocument, word: Word) => doc.font(word.font).widthOfString(word.text);

/** Words cut into lines no wider than the measure, each word measured in its own font. */
function cut(doc: PdfKitDocument, words: Word[], measure: number): Word[][] {
  const out: Word[][] = [];
  let line: Word[] = [];
  let width = 0;
  for (const word of words) {
    const space = line.length > 0 ? doc.font(word.font).widthOfString(" ") : 0;
    if (line.length > 0 && width + space + widthOf(doc, word) > measure) {
      out.push(line);
      line = [];
      width = 0;
    }
    width += (line.length > 0 ? space : 0) + widthOf(doc, word);
    line.push(word);
  }
  if (line.length > 0) out.push(line);
  return out;
}

/** A block set word by word: every line but the last justified to [x0, x1]. */
function block(doc: PdfKitDocument, words: Word[], [x0, x1]: readonly [number, number], top: number, size: number, step: number): void {
  const lines = cut(doc.fontSize(size), words, x1 - x0);
  lines.forEach((line, i) => {
    const inked = line.reduce((sum, w) => sum + widthOf(doc, w), 0);
    const space = i < lines.length - 1 && line.length > 1 ? (x1 - x0 - inked) / (line.length - 1) : doc.widthOfString(" ");
    let x = x0;
    for (const word of line) {
      doc.font(word.font).text(word.text, x, top + i * step, { lineBreak: false });
      x += widthOf(doc, word) + space;
    }
  });
}

const words = (text: string, font: Word["font"]): Word[] => text.split(" ").map((t) => ({ text: t, font }));

async function figurePagePdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  // A title page of two columns, so that the figure's page is read as a later page of a paper.
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Helvetica-Bold").fontSize(16);
  const title = "Peptides That Steer Lipid Particles to the Retina";
  doc.text(title, (WIDTH - doc.widthOfString(title)) / 2, 70, { lineBreak: false });
  doc.font("Helvetica").fontSize(11);
  const authors = "Ada Lovelace, Charles Babbage, Mary Somerville";
  doc.text(authors, (WIDTH - doc.widthOfString(authors)) / 2, 100, { lineBreak: false });
  block(doc, words(INTRO_LEFT, "Helvetica"), LEFT, 150, 9.5, 11);
  block(doc, words(INTRO_RIGHT, "Helvetica"), RIGHT, 150, 9.5, 11);
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  // The figure: a framed drawing from the sidebar's edge to the right column's, as tall as its caption.
  doc.lineWidth(0.8).rect(206, 56, RIGHT[1] - 206, 290).stroke();
  block(doc, [...words(TITLE, "Helvetica-Bold"), ...words(CAPTION_BODY, "Helvetica")], SIDEBAR, 58, 7.5, 10);
  // Both columns' body under the figure, on one baseline grid.
  block(doc, words(LEFT_BODY, "Helvetica"), LEFT, 400, 9.5, 11);
  block(doc, words(RIGHT_BODY, "Helvetica"), RIGHT, 400, 9.5, 11);
  doc.end();
  return done;
}

const sentencesOf = (text: string) => text.split(/(?<=\.) /);

describe("a caption set in a narrow sidebar beside a wide figure", () => {
  it("is read as one caption, whole, and the columns below it still read whole", async () => {
    const paper = await parsePdf(await figurePagePdf(), { file: "generated.pdf" });
    const captions = paper.passages.filter((p) => p.kind === "caption").map((p) => p.text);
    expect(captions).toEqual([`${TITLE} ${CAPTION_BODY}`]);
    const sentences = paper.passages.flatMap((p) => p.sentences.map(([from, to]) => p.text.slice(from, to).trim()));
    for (const sentence of [...sentencesOf(LEFT_BODY), ...sentencesOf(RIGHT_BODY)]) expect(sentences).toContain(sentence);
  });
});
