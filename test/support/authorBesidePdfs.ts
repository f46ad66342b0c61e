/**
 * Generated title pages whose authors a label or a column beside them used to cut short: an
 * author grid in the left part of the page with the "Abstract" label and its text set in a column
 * to its right, level with the grid's first row of names.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, widthOf, type Style } from "./layoutSheet.ts";
import type { AuthorCase } from "./authorBlockPdfs.ts";

const TITLE: Style = { font: "Helvetica-Bold", size: 17, leading: 21 };
const NAME: Style = { font: "Helvetica-Bold", size: 9, leading: 11 };
const DETAIL: Style = { font: "Helvetica", size: 9, leading: 11 };
const LABEL: Style = { font: "Helvetica-Bold", size: 10, leading: 12 };

/** Body text under the front matter, across the page. */
function body(sheet: Sheet, y: number): void {
  sheet.text("Introduction", MARGIN, y, HEADING);
  y += 16;
  for (const text of [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 7).join(" "), PROSE.slice(6).join(" ")]) {
    for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += 4;
  }
}

/**
 * Two rows of two cells (a bold name over its group, university, town and e-mail in the same
 * size) in the left part of the page; the bold "Abstract" label level with the first row of names
 * in a column to the right, its text running down beside both rows.
 */
export async function gridBesideAbstract(): Promise<AuthorCase> {
  const sheet = new Sheet();
  const title = "Silt budgets and bank erosion of a braided upland river";
  sheet.text(title, (PAGE_WIDTH - widthOf(title, TITLE)) / 2, 90, TITLE);
  const rows = [["Kira Moss", "Owen Hale"], ["Tove Lind", "Ruth Ames"]];
  const cellX = [MARGIN, MARGIN + 125];
  const top = 130;
  let y = top;
  for (const row of rows) {
    let bottom = y;
    row.forEach((name, i) => {
      let line = y;
      sheet.text(name, cellX[i]!, line, NAME);
      for (const detail of ["Coastal Sediment Group", "Northfield University", "Leeds LS2 9JT"]) sheet.text(detail, cellX[i]!, (line += DETAIL.leading), DETAIL);
      sheet.text(`${name.split(" ")[1]!.toLowerCase()}@northfield.ac.uk`, cellX[i]!, (line += DETAIL.leading), DETAIL);
      bottom = Math.max(bottom, line);
    });
    y = bottom + 2 * NAME.leading;
  }
  const columnX = MARGIN + 290;
  sheet.text("Abstract", columnX, top, LABEL);
  const after = sheet.paragraph([PROSE[0], PROSE[4]].join(" "), columnX, top + 14, PAGE_WIDTH - MARGIN - columnX, DETAIL);
  body(sheet, Math.max(y, after) + 20);
  return { bytes: await sheet.render(), title, authors: rows.flat() };
}

/**
 * A row of two cells far apart across the page (a name over its group and e-mail in smaller
 * type): the right-hand name stands wholly beside the left-hand one, and is a name, not a column
 * to step over.
 */
export async function wideGridOfCells(): Promise<AuthorCase> {
  const sheet = new Sheet();
  const title = "Silt budgets and bank erosion of a braided upland river";
  sheet.text(title, (PAGE_WIDTH - widthOf(title, TITLE)) / 2, 90, TITLE);
  const rows = [["Kira Moss", "Owen Hale"]];
  const name: Style = { font: "Helvetica", size: 11, leading: 13 };
  const centres = [PAGE_WIDTH / 2 - 170, PAGE_WIDTH / 2 + 170];
  let y = 130;
  for (const row of rows) {
    row.forEach((n, i) => {
      // The right-hand cell's baseline a hair lower, as a grid set cell by cell may place it.
      sheet.text(n, centres[i]! - widthOf(n, name) / 2, y + i, name);
      for (const [k, detail] of ["Coastal Sediment Group", `${n.split(" ")[1]!.toLowerCase()}@northfield.ac.uk`].entries()) sheet.text(detail, centres[i]! - widthOf(detail, DETAIL) / 2, y + (k + 1) * DETAIL.leading, DETAIL);
    });
    y += 2 * DETAIL.leading + 2 * name.leading;
  }
  sheet.text("Abstract", MARGIN, y, HEADING);
  body(sheet, sheet.paragraph([PROSE[0], PROSE[4]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 14);
  return { bytes: await sheet.render(), title, authors: rows.flat() };
}
