/**
 * Generated title pages whose author names stand over their details in the same type size: set
 * apart only by their face (bold names over regular affiliations), by a blank before an address
 * set solid, or as the cells of a grid the table finder takes for a table.
 */
import { PAGE_WIDTH, widthOf, type Sheet, type Style } from "./layoutSheet.ts";
import { underCentredTitle, type AuthorCase } from "./authorBlockPdfs.ts";

const NAME: Style = { font: "Times-Bold", size: 11, leading: 13 };
const DETAIL: Style = { font: "Times-Roman", size: 11, leading: 13 };
const MAIL: Style = { font: "Courier", size: 11, leading: 13 };

const centred = (sheet: Sheet, text: string, centre: number, y: number, style: Style) => sheet.text(text, centre - widthOf(text, style) / 2, y, style);

/** "Kira Moss, Owen Hale and Tove Lind" in bold, over a research group's address in regular type of the same size. */
export function boldNamesOverAddress(): Promise<AuthorCase> {
  const authors = ["Kira Moss", "Owen Hale", "Tove Lind"];
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    let y = top;
    centred(sheet, "Kira Moss,  Owen Hale  and  Tove Lind", PAGE_WIDTH / 2, y, NAME);
    for (const line of ["Coastal Sediment Group", "Harbour Road Campus", "Leeds LS2 9JT  UK"]) centred(sheet, line, PAGE_WIDTH / 2, (y += DETAIL.leading), DETAIL);
    centred(sheet, "{kmoss,ohale,tlind}@northfield.ac.uk", PAGE_WIDTH / 2, (y += MAIL.leading), MAIL);
    return y + DETAIL.leading;
  }, authors);
}

/** A line of names in regular type, a blank, then the address set solid in the same type. */
export function namesOverSolidAddress(): Promise<AuthorCase> {
  const authors = ["Kira Moss", "Owen Hale", "Tove Lind", "Ruth Ames"];
  return underCentredTitle("Silt budgets of a braided river", (sheet, top) => {
    let y = top;
    centred(sheet, "Kira Moss, Owen Hale, Tove Lind, Ruth Ames", PAGE_WIDTH / 2, y, DETAIL);
    y += 5;
    for (const line of ["Coastal Sediment Group", "Harbour Road Campus", "Leeds LS2 9JT", "United Kingdom"]) centred(sheet, line, PAGE_WIDTH / 2, (y += DETAIL.leading), DETAIL);
    return y + DETAIL.leading;
  }, authors);
}

/** Two rows of two cells, each a bold name over its department, university, town and e-mail in the same size. */
export function boldGridOfCells(): Promise<AuthorCase> {
  const rows = [["Kira Moss", "Owen Hale"], ["Tove Lind", "Ruth Ames"]];
  const centres = [PAGE_WIDTH / 2 - 135, PAGE_WIDTH / 2 + 135];
  return underCentredTitle("Silt budgets and bank erosion of a braided upland river", (sheet, top) => {
    let y = top;
    for (const row of rows) {
      let bottom = y;
      row.forEach((name, i) => {
        let line = y;
        centred(sheet, name, centres[i]!, line, NAME);
        for (const detail of ["Coastal Sediment Group", "Northfield University", "Leeds LS2 9JT"]) centred(sheet, detail, centres[i]!, (line += DETAIL.leading), DETAIL);
        centred(sheet, `${name.split(" ")[1]!.toLowerCase()}@northfield.ac.uk`, centres[i]!, (line += MAIL.leading), MAIL);
        bottom = Math.max(bottom, line);
      });
      y = bottom + 2 * NAME.leading;
    }
    return y;
  }, rows.flat());
}
