/**
 * A two-page paper whose title page sets its author block in the left body column and its
 * abstract in the right one, on the same baselines (an extended-abstract layout set in Word): the
 * author cells' short lines give the title page no gutter of its own, and the body's two columns
 * on page 2 are the only evidence of one. Read alone, the two pages are a short paper, or a
 * paper's first pages as a scan's are read.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { MARGIN, PAGE_WIDTH, Sheet, breakLines, type Style } from "./layoutSheet.ts";

const TITLE: Style = { font: "Helvetica-Bold", size: 16, leading: 19 };
const NAME: Style = { font: "Helvetica-Bold", size: 9, leading: 11 };
const TEXT: Style = { font: "Helvetica", size: 9, leading: 11 };
const HEAD: Style = { font: "Helvetica-Bold", size: 10, leading: 11 };
const RIGHT_X = 380;
const RIGHT_WIDTH = PAGE_WIDTH - MARGIN - RIGHT_X;
/** Where the second author cell of a row begins, from the first's. */
const CELL = 130;
const LEFT_WIDTH = RIGHT_X - 20 - MARGIN;

export interface AuthorColumnCase {
  bytes: Uint8Array;
  title: string;
  authors: string[];
  abstract: string;
  /** Every line of the author block but the names: none belongs in the abstract. */
  details: string[];
}

/** Lines down a column from baseline y; returns the baseline after the last. */
function column(sheet: Sheet, lines: string[], x: number, y: number, style: Style): number {
  for (const line of lines) sheet.text(line, x, (y += style.leading), style);
  return y;
}

export async function authorColumnBesideAbstract(): Promise<AuthorColumnCase> {
  const sheet = new Sheet();
  const title = "Silt budgets and bank erosion of a braided upland river";
  const titleEnd = sheet.paragraph(title, RIGHT_X, 90, RIGHT_WIDTH, TITLE);
  const top = titleEnd + 24;
  const cells = [
    ["Kira Mossberg", "Owen Hale"],
    ["Tove Lindqvist", "Ruth Ames"],
    ["Ida Brennan"],
  ];
  const details: string[] = [];
  let y = top;
  for (const row of cells) {
    let bottom = y;
    row.forEach((name, i) => {
      const x = MARGIN + i * CELL;
      sheet.text(name, x, y, NAME);
      // A row's e-mails nearly touch (the left one written out, the right one short): the row is
      // one line there, and the only lines of the author block as long as a column's.
      const [first, last] = name.toLowerCase().split(" ") as [string, string];
      const mail = `${i === 0 ? first : first[0]}.${last}@northfield.ac.uk`;
      const lines = ["Sediment Lab", "Northfield University", "Bridge Street 7", mail];
      details.push(...lines);
      bottom = Math.max(bottom, column(sheet, lines, x, y, TEXT));
    });
    y = bottom + 2 * NAME.leading;
  }
  const abstract = [PROSE[0], PROSE[1], PROSE[2], PROSE[4], PROSE[5]].join(" ");
  // Set in its own frame, the column's baselines stand a little above the author block's.
  const raised = top - 0.7;
  sheet.text("Abstract", RIGHT_X, raised, HEAD);
  const after = column(sheet, breakLines(abstract, TEXT, RIGHT_WIDTH), RIGHT_X, raised, TEXT);
  sheet.text("Keywords", RIGHT_X, after + 2 * TEXT.leading, HEAD);
  sheet.text("sediment cores; bank erosion; braided rivers", RIGHT_X, after + 3 * TEXT.leading, TEXT);
  // Page 2: the body in the two columns the title page's blocks stand in.
  sheet.newPage();
  const left = breakLines(PROSE.slice(0, 6).join(" ") + " " + PROSE.slice(0, 5).join(" "), TEXT, LEFT_WIDTH);
  const right = breakLines(PROSE.slice(3).join(" ") + " " + PROSE.slice(1, 6).join(" "), TEXT, RIGHT_WIDTH);
  sheet.text("Introduction", MARGIN, 90, HEAD);
  column(sheet, left, MARGIN, 90, TEXT);
  sheet.text("Study reach", RIGHT_X, 90, HEAD);
  column(sheet, right, RIGHT_X, 90, TEXT);
  return { bytes: await sheet.render(), title, authors: cells.flat(), abstract, details };
}
