/**
 * Generated title pages whose author lines hold more than names: authors stacked one under
 * another, each over its own affiliation and joined by "and" on a line of its own (ACM's
 * journals); a name broken by a hyphen at a line's end; titles ("Dr.", "Prof.") before names.
 */
import { MARGIN, PAGE_WIDTH, widthOf, type Sheet, type Style } from "./layoutSheet.ts";
import { underCentredTitle, type AuthorCase } from "./authorBlockPdfs.ts";

const LINE: Style = { font: "Times-Roman", size: 10, leading: 12 };
const NAMES: Style = { font: "Times-Roman", size: 11, leading: 14 };

const centred = (sheet: Sheet, text: string, y: number) => sheet.text(text, (PAGE_WIDTH - widthOf(text, LINE)) / 2, y, LINE);

/** "KIRA MOSS" / her department / her university / "and" / "OWEN HALE" / ... centred, in one face and size. */
export function stackedWithLoneAnd(): Promise<AuthorCase> {
  const blocks: [string, string[]][] = [
    ["KIRA MOSS", ["Department of Geography", "Northfield University, Leeds"]],
    ["OWEN HALE", ["River Institute", "Uppsala University, Uppsala"]],
    ["TOVE LIND", ["Department of Earth Sciences and Institute for Coastal Studies", "Southport College, Southport"]],
  ];
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    let y = top;
    blocks.forEach(([name, details], i) => {
      if (i > 0) centred(sheet, "and", (y += LINE.leading));
      centred(sheet, name, (y += LINE.leading));
      for (const detail of details) centred(sheet, detail, (y += LINE.leading));
    });
    return y + LINE.leading;
  }, blocks.map(([name]) => name));
}

/** Two centred lines of names, the first ending in "Ines Fer-" and the second going on "reira, ...". */
export function nameHyphenatedAtLineEnd(): Promise<AuthorCase> {
  const rows = ["Kira Moss, Owen Hale, Tove Lind, Ines Fer-", "reira, Ruth Ames and Ivo Berg"];
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    rows.forEach((row, i) => sheet.text(row, (PAGE_WIDTH - widthOf(rows[0]!, NAMES)) / 2, top + i * NAMES.leading, NAMES));
    const y = top + rows.length * NAMES.leading;
    sheet.text("Coastal Sediment Group, Northfield University, Leeds", MARGIN, y, LINE);
    return y + LINE.leading;
  }, ["Kira Moss", "Owen Hale", "Tove Lind", "Ines Ferreira", "Ruth Ames", "Ivo Berg"]);
}

/** "Dr. Kira Moss, Owen Hale and Prof. Tove Lind" over their group's address. */
export function titlesBeforeNames(): Promise<AuthorCase> {
  const row = "Dr. Kira Moss, Owen Hale and Prof. Tove Lind";
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    sheet.text(row, (PAGE_WIDTH - widthOf(row, NAMES)) / 2, top, NAMES);
    sheet.text("Coastal Sediment Group, Northfield University, Leeds", MARGIN, top + NAMES.leading, LINE);
    return top + NAMES.leading + LINE.leading;
  }, ["Kira Moss", "Owen Hale", "Tove Lind"]);
}
