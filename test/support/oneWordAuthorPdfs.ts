/**
 * Generated title pages whose author line holds a name of one word (a mononym) and a group
 * author after "and the", between whole names; the authors' address follows in smaller type.
 */
import { underCentredTitle, type AuthorCase } from "./authorBlockPdfs.ts";
import { PAGE_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

const NAMES: Style = { font: "Times-Roman", size: 11, leading: 15 };
const DETAIL: Style = { font: "Times-Italic", size: 9, leading: 11 };

const centred = (sheet: Parameters<Parameters<typeof underCentredTitle>[1]>[0], text: string, y: number, style: Style) => sheet.text(text, (PAGE_WIDTH - widthOf(text, style)) / 2, y, style);

/** "Kira Moss, Prabhat, Owen Hale and the Silt Budget Consortium" over an address in smaller italics. */
export function oneWordNames(): Promise<AuthorCase> {
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    let y = top;
    centred(sheet, "Kira Moss, Prabhat, Owen Hale and the Silt Budget Consortium", y, NAMES);
    for (const line of ["Coastal Sediment Group, Northfield University", "Palo Alto, California"]) centred(sheet, line, (y += DETAIL.leading), DETAIL);
    return y + NAMES.leading;
  }, ["Kira Moss", "Prabhat", "Owen Hale", "Silt Budget Consortium"]);
}

/** Two lines of names, the first ending with a one-word name set off by a comma. */
export function oneWordNameAtLineEnd(): Promise<AuthorCase> {
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    let y = top;
    centred(sheet, "Kira Moss, Owen Hale, Tove Lind, Mausam,", y, NAMES);
    centred(sheet, "Ruth Ames and Ivo Brandt", (y += NAMES.leading), NAMES);
    centred(sheet, "Coastal Sediment Group, Northfield University", (y += DETAIL.leading + 2), DETAIL);
    return y + NAMES.leading;
  }, ["Kira Moss", "Owen Hale", "Tove Lind", "Mausam", "Ruth Ames", "Ivo Brandt"]);
}
