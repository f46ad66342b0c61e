import { describe, expect, it } from "vitest";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A company report's page: two tables with no caption, each under a title, their headers set
// small in a shaded band, their rows parted by hairlines, no vertical rule anywhere. The first
// gives each row a long label wrapped over two lines in its first column, its figures set right
// beside the label's last line; the second sets six columns of dates and figures so close
// that the page's text runs them together, keys numbered notes under it to raised marks in its
// header, and a rule of its own width closes the page's foot further down. The reader used to
// find neither: the page's text alone was not taken for rows (the dense rows read as prose), and
// with its rules read the first table's labels were taken for prose and both headers' smaller
// type for a figure's. (Where the notes end the second table, on docling-eval's 013, is checked
// line by line in tableKeyedNotes.test.ts: on this page the notes are left out either way.)

const HEAD = { font: "Helvetica-Bold" as const, size: 6.5 };
const CELL = { font: "Helvetica" as const, size: 8 };
/** A report's running text, set as small as its tables' cells. */
const TEXT = { font: "Helvetica" as const, size: 8, leading: 11 };
const NOTE = { font: "Helvetica-Oblique" as const, size: 7 };
const LEFT = 72;
const RIGHT = 500;
const BAND = "#e3e3e3";
const HAIRLINE = 0.3;

/** The first table: each row's label over two lines, its figures right-aligned on the second. */
const OPTIONS_HEADER = ["", "Total number", "Weighted average price (in euro)"];
const OPTIONS_ROWS: [string, string, string, string][] = [
  ["Options granted during the fiscal year to the ten Group employees", "receiving the largest number of options", "0", "-"],
  ["Options exercised during the fiscal year by the ten Group employees", "exercising the largest number of options", "270,761", "41.00"],
];

/** The second table: columns' left or right edges, its header's lines (bottom-aligned), its rows' lines. */
// Set close, as a report sets nine columns in its measure: the date, the figures and the next date
// run together into one piece of the line ("April 25, 2013 288,975 April 25, 2015").
const GRANT_EDGES: { x: number; align: "left" | "right" }[] = [
  { x: 74, align: "left" },
  { x: 140, align: "left" },
  { x: 230, align: "right" },
  { x: 238, align: "left" },
  { x: 350, align: "right" },
  { x: 410, align: "right" },
];
const GRANT_HEADER = [["Date of", "Meeting"], ["Date of Board", "meeting(1)"], ["Total", "number", "of shares", "granted"], ["Vesting date(2)"], ["Number", "of vested", "shares"], ["Shares", "cancelled(3)"]];
const GRANT_ROWS: string[][][] = [
  [["January 21,", "2013"], ["April 25, 2013", "(France)"], ["288,975"], ["April 25, 2015", "or", "April 25, 2016"], ["0"], ["900"]],
  [["January 21,", "2013"], ["April 25, 2013", "(International)"], ["551,780"], ["April 25, 2017"], ["0"], ["1,550"]],
];
/** The notes under the second table, each line with its indent: a note may list its items under it. */
const NOTES: [number, string][] = [
  [0, "(1) Plan beneficiaries:"],
  [10, "France: plan reserved for employees resident in France."],
  [10, "International: plan reserved for employees not resident in France and for citizens of the United States."],
  [0, "(2) The vesting date of shares varies for the plan reserved for employees in France, depending on whether or not they are subject to"],
  [10, "performance conditions."],
  [0, "(3) Total number of free shares cancelled due to the beneficiaries leaving the Group."],
];

/** A shaded band; the text after it is set black again (the sheet's fill colour would carry over to it). */
function band(p: TablePage, y: number, height: number): void {
  p.fill(LEFT, y, RIGHT - LEFT, height, BAND);
  p.fill(LEFT, y, 0, 0, "black");
}

async function reportPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.text("Stock options granted to and exercised by the ten Group employees", LEFT, 80, { font: "Helvetica-Bold", size: 10 });
  let y = 80;
  // The first table: its header band, a hairline under each row.
  y += 20;
  band(p, y, 26);
  p.right(OPTIONS_HEADER[1]!, 380, y + 18, HEAD);
  p.right("Weighted average price", RIGHT - 2, y + 11, HEAD);
  p.right("(in euro)", RIGHT - 2, y + 19, { font: "Helvetica-Oblique", size: 6.5 });
  y += 26;
  for (const [first, second, total, price] of OPTIONS_ROWS) {
    p.text(first, LEFT + 2, y + 12, CELL);
    p.text(second, LEFT + 2, y + 22, CELL);
    p.right(total, 380, y + 22, CELL);
    p.right(price, RIGHT - 2, y + 22, CELL);
    y += 28;
    p.rule(LEFT, y, RIGHT, y, HAIRLINE);
  }
  y = p.paragraph(PROSE.slice(0, 4).join(" "), LEFT, y + 40, RIGHT - LEFT, TEXT);
  // The second table, under its own title.
  p.text("Free shares granted to managers", LEFT, y + 30, { font: "Helvetica-Bold", size: 10 });
  y += 44;
  const headLines = Math.max(...GRANT_HEADER.map((h) => h.length));
  const bandHeight = headLines * 7 + 8;
  band(p, y, bandHeight);
  GRANT_HEADER.forEach((lines, k) => {
    const edge = GRANT_EDGES[k]!;
    lines.forEach((line, n) => {
      const baseline = y + bandHeight - 5 - (lines.length - 1 - n) * 7;
      if (edge.align === "left") p.text(line, edge.x, baseline, HEAD);
      else p.right(line, edge.x, baseline, HEAD);
    });
  });
  y += bandHeight;
  for (const cells of GRANT_ROWS) {
    cells.forEach((lines, k) => {
      const edge = GRANT_EDGES[k]!;
      lines.forEach((line, n) => (edge.align === "left" ? p.text(line, edge.x, y + 12 + n * 9.5, CELL) : p.right(line, edge.x, y + 12 + n * 9.5, CELL)));
    });
    y += 12 + (Math.max(...cells.map((c) => c.length)) - 1) * 9.5 + 6;
    p.rule(LEFT, y, RIGHT, y, HAIRLINE);
  }
  y += 6;
  for (const [indent, line] of NOTES) p.text(line, LEFT + indent, (y += 9), NOTE);
  // The page's foot: a rule as wide as the tables, the page number under it.
  p.rule(LEFT, 730, RIGHT, 730, 0.8);
  p.text("322   Registration Document Fiscal 2013", LEFT, 742, CELL);
  return p.render("Registration document");
}

describe("a report's uncaptioned tables over hairlines, headers in a shaded band", () => {
  it("reads the table whose rows' long labels wrap in its first column, its smaller header kept", async () => {
    const tables = (await readPaper(await reportPage())).tables ?? [];
    const options = tables.find((t) => normedGrid(t).all.flat().some((c) => c.includes("270,761")));
    expect(options, "the options table is found").toBeDefined();
    const grid = normedGrid(options!);
    expect(grid.all).toEqual(normed([OPTIONS_HEADER, ...OPTIONS_ROWS.map(([a, b, total, price]) => [`${a} ${b}`, total, price])]));
  });

  it("reads the dense table row by row and stops above the notes its marks point to", async () => {
    const tables = (await readPaper(await reportPage())).tables ?? [];
    const grants = tables.find((t) => normedGrid(t).all.flat().some((c) => c.includes("551,780")));
    expect(grants, "the grants table is found").toBeDefined();
    const grid = normedGrid(grants!);
    expect(grid.header).toEqual(normed([GRANT_HEADER.map((lines) => lines.join(" "))]));
    expect(grid.rows).toEqual(normed(GRANT_ROWS.map((cells) => cells.map((lines) => lines.join(" ")))));
    expect(grid.all.flat().join(" "), "no note is read as a row").not.toMatch(/beneficiaries|vesting date of shares|Registration/i);
    expect(tables, "the two tables, nothing else").toHaveLength(2);
  });
});
