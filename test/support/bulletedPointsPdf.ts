/**
 * A generated first page with a statement of bulleted points under its abstract, each bullet set
 * an em before its point's text with the point's later lines indented to the text, as journals
 * set a "significance" box. On a scan tesseract reads such a bullet as a letter or a symbol ("e",
 * "®", "«"). Laid out by hand, one line at a time, in one sans-serif face; the text is our own.
 */
import { letterPagePdf } from "./titlePageSheet.ts";

const LEFT = 36;
const INDENT = 12;
const SIZE = 8.5;

const ABSTRACT = [
  "Cell extracts separated by native chromatography keep their protein complexes intact, so the",
  "fractions in which each protein elutes tell which partners it travels with. We compared such",
  "elution profiles between wild type cells and two strains that lack one subunit of a transport",
  "complex needed to build motile cilia, and found proteins whose partners changed with the loss.",
];

/** Each point's lines; the first is set after its bullet. */
const POINTS = [
  ["Cilia move fluid over tissues and sense signals, and hundreds of proteins build them, yet how", "these proteins act together as the organelle grows is still poorly understood."],
  ["We compare the fractionated proteome of normal cells with that of transport mutants and find", "many proteins whose partners change, some of which we confirm by imaging."],
  ["The method compares whole proteomes in one experiment and needs no antibodies or tags,", "which makes it suited to organisms with few reagents."],
];

/** The body text below, in two columns (the points span both, so the reader knows the page's columns). */
const COLUMNS = [
  [
    "Most proteins of a cell work as parts of complexes,",
    "and a change in a complex can alter what a cell does",
    "without changing how much of any one protein it",
    "makes. Methods that count proteins miss such",
    "changes, while methods that follow one complex at a",
    "time need an antibody or a tag for each of them.",
  ],
  [
    "Native fractionation avoids both: the extract is",
    "separated by size, every fraction is measured by",
    "mass spectrometry, and each protein's profile across",
    "the fractions shows the complexes it belongs to.",
    "Comparing the profiles of two extracts points at the",
    "proteins whose partners differ between the two.",
  ],
];
const RIGHT_COLUMN = 316;

export interface BulletedPointsPage {
  bytes: Uint8Array;
  /** Each point's first line as drawn. */
  firstLines: string[];
}

export async function bulletedPointsPdf(): Promise<BulletedPointsPage> {
  const bytes = await letterPagePdf((doc) => {
    const text = (value: string, font: string, size: number, x: number, y: number) => doc.font(font).fontSize(size).text(value, x, y, { lineBreak: false });
    let y = 60;
    text("Fractionation profiles of ciliary proteins", "Helvetica-Bold", 17, LEFT, y);
    text("in two transport mutants", "Helvetica-Bold", 17, LEFT, (y += 21));
    text("Lena Okafor, Tomas Berg and Priya Raman", "Helvetica", 9, LEFT, (y += 32));
    y += 40;
    text("ABSTRACT", "Helvetica-Bold", SIZE, LEFT, y);
    ABSTRACT.forEach((line, i) => {
      text(line, "Helvetica", SIZE, i === 0 ? LEFT + 52 : LEFT, y);
      y += 12;
    });
    y += 40;
    text("SUMMARY STATEMENT", "Helvetica-Bold", SIZE, LEFT, y);
    y += 18;
    for (const [first, ...rest] of POINTS) {
      text("•", "Helvetica", SIZE, LEFT, y);
      text(first!, "Helvetica", SIZE, LEFT + INDENT, y);
      for (const line of rest) text(line, "Helvetica", SIZE, LEFT + INDENT, (y += 11.5));
      y += 14;
    }
    y += 30;
    text("INTRODUCTION", "Helvetica-Bold", 9, LEFT, y);
    y += 16;
    COLUMNS.forEach((column, i) => column.forEach((line, k) => text(line, "Helvetica", SIZE, i === 0 ? LEFT : RIGHT_COLUMN, y + 11.5 * k)));
  });
  return { bytes, firstLines: POINTS.map((p) => p[0]!) };
}
