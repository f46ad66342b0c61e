/**
 * A generated title page whose title is set in the same plain type as the author line under it
 * (an old journal's notes page): only the wider step down to the names sets them apart.
 */
import type { AuthorCase } from "./authorBlockPdfs.ts";
import { BODY, HEADING, MARGIN, Sheet, TEXT_WIDTH, breakLines, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const PLAIN: Style = { font: "Times-Roman", size: 12, leading: 14.4 };
const ADDRESS: Style = { font: "Times-Roman", size: 8.5, leading: 10 };

/** Two title lines 1.2 ems apart, the names 1.85 ems under the second, the address in smaller type. */
export async function namesUnderSameTypeTitle(): Promise<AuthorCase> {
  const titleLines = ["Exact travelling-wave solutions for the general", "sixth-order model of braided river beds"];
  const sheet = new Sheet();
  let y = 90;
  for (const [i, line] of titleLines.entries()) sheet.text(line, MARGIN, (y = 90 + i * PLAIN.leading), PLAIN);
  sheet.text("Wen-Lo Hart and Mira-Jo Kent", MARGIN, (y += 1.85 * PLAIN.size), PLAIN);
  for (const line of ["Department of Geography, Northfield University,", "Leeds, Yorkshire, United Kingdom"]) sheet.text(line, MARGIN, (y += ADDRESS.leading + 2), ADDRESS);
  sheet.text("Abstract", MARGIN, (y += 26), HEADING);
  y = sheet.paragraph([PROSE[0], PROSE[4], PROSE[8]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 14;
  sheet.text("Introduction", MARGIN, y, HEADING);
  y += 16;
  for (const text of [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 7).join(" ")]) {
    for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += 6;
  }
  return { bytes: await sheet.render(), title: titleLines.join(" "), authors: ["Wen-Lo Hart", "Mira-Jo Kent"] };
}
