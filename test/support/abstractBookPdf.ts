/**
 * A meeting's abstract book, two pages: a cover drawn without any text (shapes only, as a scanned
 * or drawn cover has no text layer), then one abstract set all in the body's type: its number in
 * bold, the title in the text's own size and face, names as surname and initials with affiliation
 * numbers, the addresses in italics, and a structured abstract whose parts open with bold labels
 * ("Aim", "Methods", "Results", "Conclusions") and no "Abstract" heading.
 */
import { breakLines, Sheet, type Style } from "./layoutSheet.ts";

const TEXT: Style = { font: "Times-Roman", size: 12, leading: 14 };
const LABEL: Style = { font: "Times-Bold", size: 12, leading: 14 };
const ADDRESS: Style = { font: "Times-Italic", size: 12, leading: 14 };
const LEFT = 72;
const WIDTH = 468;

export const ABSTRACT_BOOK = {
  title: "Ability of two grout mixes to fill the voids of a braided river's gravel bed using cold and warm placing methods",
  authors: ["Moss K", "Hale OJ", "Lind T", "Ames RA"],
  parts: [
    ["Aim", "To test the ability of two grout mixes to fill the voids of gravel beds using different placing methods."],
    ["Methods", "A split-box model with four artificially made voids on the box wall was used to compare three methods, cold pouring, warm pouring and pressed placing, used with both grout mixes. The evaluation was based on how well each void was filled as a function of its place and size. The grout was removed for visual scoring on a scale of 0 to 4."],
    ["Results", "Both warm methods were significantly better than cold pouring. By void site, pressed placing was better than warm pouring in filling the lowest void. There was no significant difference between filling small and large middle voids for the two warm methods."],
    ["Conclusions", "Both grout mixes can fill the voids of a gravel bed alike with a warm method. Pressed placing is better than cold pouring in filling the lowest void."],
  ] as const,
};

export function abstractBookPdf(): Promise<Uint8Array> {
  const sheet = new Sheet();
  // The cover: bands of drawn shapes and no text at all.
  for (let y = 120; y < 700; y += 40) sheet.rule(90, y, 522, y, 14);
  sheet.newPage();
  let y = 90;
  sheet.text("RB17", LEFT, y, LABEL);
  for (const line of breakLines(ABSTRACT_BOOK.title, TEXT, WIDTH)) sheet.text(line, LEFT, (y += TEXT.leading), TEXT);
  sheet.text("Moss K1, *Hale OJ 2, Lind T 2, Ames RA 3", LEFT, (y += TEXT.leading), TEXT);
  for (const line of breakLines("Department of River Works, 1Water Board, Northfield, Ireland, 2Eastbrook University, Eastbrook, Wales, 3River Institute, Westmoor, Scotland", ADDRESS, WIDTH)) sheet.text(line, LEFT, (y += TEXT.leading), ADDRESS);
  for (const [label, text] of ABSTRACT_BOOK.parts) {
    const indent = sheet.text(`${label} `, LEFT, (y += TEXT.leading), LABEL) - LEFT;
    breakLines(text, TEXT, WIDTH, WIDTH - indent).forEach((line, i) => sheet.text(line, i === 0 ? LEFT + indent : LEFT, i === 0 ? y : (y += TEXT.leading), TEXT));
  }
  return sheet.render();
}
