/**
 * A generated title page whose author line prints each name's initials glued to each other and
 * to the surname ("Yu.A.Pusep", "A.K.Bakarov"), as physics and Russian-language journals do, with
 * raised affiliation numbers and "and" before the last name; the addresses follow in smaller type.
 */
import { underCentredTitle, type AuthorCase } from "./authorBlockPdfs.ts";
import { PAGE_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

const NAMES: Style = { font: "Times-Roman", size: 11, leading: 15 };
const DETAIL: Style = { font: "Times-Italic", size: 9, leading: 11 };

export function gluedInitials(): Promise<AuthorCase> {
  const parts = [
    { name: "Yu.A.Vetrov", marker: "1", after: ", " },
    { name: "L.Ferreira dos Anjos", marker: "1", after: ", " },
    { name: "D.Sokolov", marker: "2", after: ", " },
    { name: "J.-P.Roussel", marker: "3", after: ", and " },
    { name: "A.I.Orlova", marker: "3" },
  ];
  const markStyle = { font: NAMES.font, size: NAMES.size * 0.65 };
  const width = parts.reduce((w, p) => w + widthOf(p.name, NAMES) + 0.5 + widthOf(p.marker, markStyle) + widthOf(p.after ?? "", NAMES), 0);
  return underCentredTitle("Photoluminescence of coupled quantum wells", (sheet, top) => {
    let y = top;
    sheet.names(parts, (PAGE_WIDTH - width) / 2, y, NAMES);
    for (const line of ["1 Institute of Physics, Northfield, Brazil", "2 High Field Laboratory, Eastbrook, USA", "3 Institute of Semiconductors, Westmoor, France"]) {
      sheet.text(line, (PAGE_WIDTH - widthOf(line, DETAIL)) / 2, (y += DETAIL.leading), DETAIL);
    }
    return y + NAMES.leading;
  }, ["Yu. A. Vetrov", "L. Ferreira dos Anjos", "D. Sokolov", "J.-P. Roussel", "A. I. Orlova"]);
}
