/**
 * Generated title pages whose author block goes on past lines that hold no names: an e-mail line
 * under each grid cell set in the names' own type (ACM's older template), and an affiliation
 * line between one author's entry and the next (ICML's and JMLR's stacked entries, each name
 * with its e-mail address set at the right margin).
 */
import { MARGIN, PAGE_WIDTH, TEXT_WIDTH, widthOf, type Sheet, type Style } from "./layoutSheet.ts";
import { underCentredTitle, type AuthorCase } from "./authorBlockPdfs.ts";

const NAME: Style = { font: "Times-Roman", size: 12, leading: 14 };
const DETAIL: Style = { font: "Times-Roman", size: 10, leading: 12 };
const ENTRY: Style = { font: "Times-Bold", size: 10, leading: 12 };
const MAIL: Style = { font: "Courier", size: 10, leading: 12 };
const ENTRY_DETAIL: Style = { font: "Times-Italic", size: 9, leading: 11 };

const centred = (sheet: Sheet, text: string, centre: number, y: number, style: Style) => sheet.text(text, centre - widthOf(text, style) / 2, y, style);

/** Two rows of two cells: a name over its lab and town in smaller type, then its e-mail in the names' size. */
export function gridMailsInNamesSize(): Promise<AuthorCase> {
  const rows = [["Kira Moss", "Owen Hale"], ["Tove Lind", "Ruth Ames"]];
  const centres = [PAGE_WIDTH / 2 - 90, PAGE_WIDTH / 2 + 90];
  return underCentredTitle("Silt budgets and bank erosion of a braided upland river", (sheet, top) => {
    let y = top + 4;
    for (const row of rows) {
      let bottom = y;
      row.forEach((name, i) => {
        let line = y;
        centred(sheet, name, centres[i]!, line, NAME);
        for (const detail of ["SED-LAB", "51 Harbour Road", "38330 Northfield, France"]) centred(sheet, detail, centres[i]!, (line += DETAIL.leading), DETAIL);
        centred(sheet, `${name.split(" ")[1]!.toLowerCase()}@sedlab.fr`, centres[i]!, (line += NAME.leading), NAME);
        bottom = Math.max(bottom, line);
      });
      y = bottom + 2.5 * NAME.leading;
    }
    return y;
  }, rows.flat());
}

/** Bold names at the left margin with their e-mails at the right; an affiliation in smaller italics after the second name and after the third, a blank under each. */
export function stackedEntriesWithMails(): Promise<AuthorCase> {
  const entries: [string, string | null][] = [["Kira Moss", null], ["Owen Hale", "Department of Geography, Northfield University, Leeds LS2 9JT, UK"], ["Tove L. Lind", "Departments of Statistics and Geography, Eastbrook University, York YO1 7EP, UK"]];
  // A title as wide as the text, as ICML sets it, so the names at the margin stand under it.
  return underCentredTitle("Silt budgets and bank erosion of braided upland rivers in a wet winter", (sheet, top) => {
    let y = top + 8;
    for (const [name, affiliation] of entries) {
      sheet.text(name, MARGIN, y, ENTRY);
      const mail = `${name.split(" ").at(-1)!.toLowerCase()}@northfield.ac.uk`;
      sheet.text(mail, MARGIN + TEXT_WIDTH - widthOf(mail, MAIL), y, MAIL);
      y += ENTRY.leading;
      if (affiliation) {
        sheet.text(affiliation, MARGIN, y, ENTRY_DETAIL);
        y += ENTRY_DETAIL.leading + 8;
      }
    }
    return y + ENTRY.leading;
  }, entries.map(([name]) => name));
}
