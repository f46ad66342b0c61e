/**
 * Generated pages in the ACM conference template of 1998-2012: an abstract in the left column
 * with a starred note and the permission block at that column's foot in nearly its type, the
 * classification run in at the top of the right column before the keywords; and a numbered
 * reference list with one entry printed without a space after its number.
 */
import { COLUMN_WIDTH, GUTTER, HEADING, MARGIN, PAGE_HEIGHT, Sheet, TITLE, breakLines, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const ABSTRACT: Style = { font: "Times-Roman", size: 9, leading: 10.5 };
const NOTE: Style = { font: "Times-Roman", size: 8, leading: 9.2 };
const RUN_IN: Style = { font: "Times-Bold", size: 9, leading: 10.5 };
const RIGHT = MARGIN + COLUMN_WIDTH + GUTTER;

function lines(sheet: Sheet, text: string, x: number, y: number, style: Style): number {
  for (const line of breakLines(text, style, COLUMN_WIDTH)) {
    sheet.text(line, x, y, style);
    y += style.leading;
  }
  return y;
}

/** A run-in bold label, then its text in plain type, broken to the column. */
function runIn(sheet: Sheet, label: string, text: string, x: number, y: number): number {
  const after = sheet.text(label, x, y, RUN_IN) + 4;
  const [first, ...rest] = breakLines(text, ABSTRACT, COLUMN_WIDTH, COLUMN_WIDTH - (after - x));
  sheet.text(first!, after, y, ABSTRACT);
  return lines(sheet, rest.join(" "), x, y + ABSTRACT.leading, ABSTRACT);
}

export interface AcmFrontCase {
  bytes: Uint8Array;
  abstract: string;
  keywords: string[];
}

/** Title and names across the page; the abstract, its note and the permission block in the left column. */
export async function acmAbstractOverNotes(): Promise<AcmFrontCase> {
  const sheet = new Sheet();
  sheet.text("Layered Records of a Lowland River", MARGIN + 110, 90, TITLE);
  sheet.text("Ada Example", MARGIN + 60, 130, { font: "Helvetica", size: 12 });
  sheet.text("Ben Sample", MARGIN + 320, 130, { font: "Helvetica", size: 12 });
  sheet.text("ABSTRACT", MARGIN, 190, HEADING);
  const abstract = [PROSE.slice(0, 4).join(" "), PROSE.slice(4, 8).join(" ")];
  let y = lines(sheet, abstract[0]!, MARGIN, 206, ABSTRACT);
  lines(sheet, abstract[1]!, MARGIN, y + 2, ABSTRACT);
  // The column's foot: a starred note, then the permission block in 8 pt.
  y = lines(sheet, "*Part of this work was done while the authors were visiting the Field Station for River Studies.", MARGIN, PAGE_HEIGHT - 150, ABSTRACT);
  y = lines(sheet, "Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee provided that copies are not made or distributed for profit.", MARGIN, y + 6, NOTE);
  lines(sheet, "RIVERS'09, June 15-20, 2009, Dublin, Ireland.", MARGIN, y + 2, NOTE);
  y = runIn(sheet, "Categories and Subject Descriptors", "J.2 [Physical Sciences and Engineering]: Earth and atmospheric sciences", RIGHT, 190);
  y = runIn(sheet, "General Terms", "Measurement, Experimentation.", RIGHT, y + 8);
  y = runIn(sheet, "Keywords", "river sediments, cores, grain size", RIGHT, y + 8);
  sheet.text("1. INTRODUCTION", RIGHT, y + 14, HEADING);
  lines(sheet, PROSE.slice(8, 12).join(" "), RIGHT, y + 30, { font: "Times-Roman", size: 10, leading: 12 });
  return { bytes: await sheet.render(), abstract: abstract.join(" "), keywords: ["river sediments", "cores", "grain size"] };
}

/** The abstract, then in its column the classification run in and the keywords under it. */
export async function acmClassificationUnderAbstract(): Promise<AcmFrontCase> {
  const sheet = new Sheet();
  sheet.text("Layered Records of a Lowland River", MARGIN + 110, 90, TITLE);
  sheet.text("Ada Example and Ben Sample", MARGIN + 170, 130, { font: "Helvetica", size: 12 });
  sheet.text("Abstract", MARGIN, 190, HEADING);
  const abstract = PROSE.slice(0, 5).join(" ");
  let y = lines(sheet, abstract, MARGIN, 206, ABSTRACT);
  y = runIn(sheet, "Categories and Subject Descriptors", "J.2 [Physical Sciences and Engineering]: Earth and atmospheric sciences", MARGIN, y + 8);
  y = runIn(sheet, "General Terms", "Measurement, Experimentation.", MARGIN, y + 8);
  y = runIn(sheet, "Keywords", "river sediments, cores, grain size", MARGIN, y + 8);
  sheet.text("1. Introduction", MARGIN, y + 14, HEADING);
  lines(sheet, PROSE.slice(8, 12).join(" "), MARGIN, y + 30, { font: "Times-Roman", size: 10, leading: 12 });
  return { bytes: await sheet.render(), abstract, keywords: ["river sediments", "cores", "grain size"] };
}

/**
 * A numbered reference list whose second entry has no space after its number ("[2]S.I. Fil"),
 * and whose third goes on in a line that opens with a year.
 */
export async function bracketNumberWithoutSpace(): Promise<{ bytes: Uint8Array; entries: string[] }> {
  const sheet = new Sheet();
  sheet.text("Short Notes on River Cores", MARGIN, 90, TITLE);
  let y = lines(sheet, PROSE.slice(0, 6).join(" "), MARGIN, 130, { font: "Times-Roman", size: 10, leading: 12 });
  sheet.text("References", MARGIN, (y += 16), HEADING);
  const entries = [
    "[1] C. B. Hanna, J. C. Diaz, and A. H. Donald, Phys. Rev. B 65 (2002), p. 115323.",
    "[2]S.I. Shevchenko, D.V. Fil, and A.A. Yakovleva, Low Temp. Phys. 30 (2004), pp. 321-327.",
  ];
  y += 16;
  for (const entry of entries) y = lines(sheet, entry, MARGIN, y, ABSTRACT) + 3;
  // An entry broken so that its second line opens with the year ("2010. Reprinted ...").
  const broken = ["[3] G. M. Gusev, A. K. Bakarov, and J. C. Portal, Phys. Rev. B 81, first printed", "2010. Reprinted in Low Temp. Phys. 36 (2011), p. 165302."];
  for (const line of broken) sheet.text(line, MARGIN, (y += ABSTRACT.leading) - ABSTRACT.leading, ABSTRACT);
  return { bytes: await sheet.render(), entries: [...entries, broken.join(" ")] };
}
