/**
 * Generated title pages with an author grid (names over their details, in columns) that the table
 * finder takes for a table, and one whose last row of names lies deep under the title.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, widthOf, type Style } from "./layoutSheet.ts";
import type { AuthorCase } from "./authorBlockPdfs.ts";

const TITLE: Style = { font: "Times-Bold", size: 17, leading: 21 };
const NAME: Style = { font: "Times-Bold", size: 11, leading: 13 };
const DETAIL: Style = { font: "Times-Roman", size: 11, leading: 13 };
const CELL: Style = { font: "Times-Roman", size: 9, leading: 11 };

const centred = (sheet: Sheet, text: string, centre: number, y: number, style: Style) => sheet.text(text, centre - widthOf(text, style) / 2, y, style);

/** One grid cell: a bold name over its group, university, town and e-mail, in the names' size. */
function cell(sheet: Sheet, name: string, centre: number, y: number): number {
  centred(sheet, name, centre, y, NAME);
  for (const detail of ["Coastal Sediment Group", "Northfield University", "Leeds LS2 9JT"]) centred(sheet, detail, centre, (y += DETAIL.leading), DETAIL);
  centred(sheet, `${name.split(" ")[1]!.toLowerCase()}@northfield.ac.uk`, centre, (y += DETAIL.leading), DETAIL);
  return y;
}

/** The abstract under its heading from `y`; returns where the next block may start. */
function abstract(sheet: Sheet, y: number): number {
  sheet.text("Abstract", MARGIN, y, HEADING);
  return sheet.paragraph([PROSE[0], PROSE[4]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 16;
}

function introduction(sheet: Sheet, y: number): void {
  sheet.text("1 Introduction", MARGIN, y, HEADING);
  y += 4;
  for (const text of [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 6).join(" ")]) {
    for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += 4;
  }
}

/**
 * A title, a grid of three author cells across the page (no rules, no caption), the abstract, a
 * captioned results table of figures, then the introduction: all on page 1.
 */
export async function authorGridOverCaptionedTable(): Promise<AuthorCase & { tableCaption: string }> {
  const sheet = new Sheet();
  const title = "Silt budgets and bank erosion of a braided upland river";
  sheet.text(title, (PAGE_WIDTH - widthOf(title, TITLE)) / 2, 90, TITLE);
  const authors = ["Kira Moss", "Owen Hale", "Tove Lind"];
  const centres = [PAGE_WIDTH / 2 - 170, PAGE_WIDTH / 2, PAGE_WIDTH / 2 + 170];
  const bottom = Math.max(...authors.map((name, i) => cell(sheet, name, centres[i]!, 130)));
  let y = abstract(sheet, bottom + 30);
  const tableCaption = "Silt yield of each reach over the three survey years.";
  sheet.text(`Table 1. ${tableCaption}`, MARGIN, (y += 6), BODY);
  const rows = [["Reach", "2019", "2020", "2021"], ["Upper", "12.4", "13.1", "11.8"], ["Middle", "20.7", "22.3", "19.5"], ["Lower", "31.2", "30.4", "33.9"], ["Delta", "8.6", "9.2", "7.7"]];
  const columns = [MARGIN + 40, MARGIN + 180, MARGIN + 260, MARGIN + 340];
  y += 8;
  for (const row of rows) {
    y += CELL.leading + 2;
    row.forEach((text, i) => sheet.text(text, columns[i]!, y, CELL));
  }
  introduction(sheet, y + 30);
  return { bytes: await sheet.render(), title, authors, tableCaption };
}

/**
 * A narrow title over a grid of five author cells wider than it, two rows of two then one cell
 * alone: the third row's name stands deep under the title (past 0.3 of the page's height), beside
 * the title's span, under the left cell of the row above.
 */
export async function gridRunningDeep(): Promise<AuthorCase> {
  const sheet = new Sheet();
  const title = "Silt budgets of the Tees";
  sheet.text(title, (PAGE_WIDTH - widthOf(title, TITLE)) / 2, 90, TITLE);
  const rows = [["Kira Moss", "Owen Hale"], ["Tove Lind", "Ruth Ames"], ["Lena Hart"]];
  const details = ["Coastal Sediment Group", "Northfield University", "Harbour Road Campus", "Leeds LS2 9JT", "United Kingdom"];
  const cellWidth = Math.max(...details.map((d) => widthOf(d, DETAIL)));
  // The left column of cells ends just left of the title; the right one lies under it.
  const left = (PAGE_WIDTH - widthOf(title, TITLE)) / 2 - 12 - cellWidth;
  const lefts = [left, left + cellWidth + 40];
  let y = 135;
  for (const row of rows) {
    let bottom = y;
    row.forEach((name, i) => {
      let line = y;
      sheet.text(name, lefts[i]!, line, NAME);
      for (const detail of details) sheet.text(detail, lefts[i]!, (line += DETAIL.leading), DETAIL);
      sheet.text(`${name.split(" ")[1]!.toLowerCase()}@northfield.ac.uk`, lefts[i]!, (line += DETAIL.leading), DETAIL);
      bottom = Math.max(bottom, line);
    });
    y = bottom + 2 * NAME.leading;
  }
  introduction(sheet, abstract(sheet, y + 10));
  return { bytes: await sheet.render(), title, authors: rows.flat() };
}
