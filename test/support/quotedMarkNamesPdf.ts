/**
 * A generated title page whose author line carries its footnote marks as doubled quotes set on
 * the line ("Hye-Jin Park''"), as the text layer a publisher recognised from a scanned page gives
 * a raised asterisk; the addresses follow in smaller type.
 */
import { underCentredTitle, type AuthorCase } from "./authorBlockPdfs.ts";
import { PAGE_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

const NAMES: Style = { font: "Times-Roman", size: 11, leading: 15 };
const DETAIL: Style = { font: "Times-Italic", size: 9, leading: 11 };

export function quotedMarkNames(): Promise<AuthorCase> {
  const line = "Tae-Ho Kim, Mira Solberg\" and Hye-Jin Park''";
  return underCentredTitle("Solitary waves in shallow channels", (sheet, top) => {
    let y = top;
    sheet.text(line, (PAGE_WIDTH - widthOf(line, NAMES)) / 2, y, NAMES);
    for (const address of ["Department of Physics, Northfield University, Leeds, UK", "* Department of Physics, Eastbrook University, Ansan, Korea"]) {
      sheet.text(address, (PAGE_WIDTH - widthOf(address, DETAIL)) / 2, (y += DETAIL.leading), DETAIL);
    }
    return y + NAMES.leading;
  }, ["Tae-Ho Kim", "Mira Solberg", "Hye-Jin Park"]);
}
