import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table ruled over its header, under its header and under its last row of data, then a "Total"
// row left open below, then a source note. The total row repeats the table's columns, so it is
// the table's last row; the note under it, one piece across the columns, is not.

const STYLE = { font: "Times-Roman" as const, size: 10 };
const X = [80, 236, 306, 376];
const HEAD = ["", "Freq.", "Percent", "Mean loss"];
const ROWS = [
  ["Kept the assets", "344", "75.2", "12196"],
  ["Sold some of them", "53", "11.6", "23518"],
  ["Sold all of them", "61", "13.2", "9187"],
];
const TOTAL = ["Total", "458", "100.0", "13153"];

async function totalUnderRule(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "What was done with the assets that lost in value", y + 20);
  const [x0, x1] = [74, 470];
  const row = (cells: string[]) => cells.forEach((cell, k) => cell && p.text(cell, X[k]!, y + 10, STYLE));
  p.rule(x0, y, x1, y);
  row(HEAD);
  y += 14;
  p.rule(x0, y, x1, y);
  for (const cells of ROWS) {
    row(cells);
    y += 12;
  }
  y += 2;
  p.rule(x0, y, x1, y);
  row(TOTAL);
  y += 14;
  p.text("Source: Household survey of 2009, weighted.", 80, y + 8, STYLE);
  p.prose(3, 6, y + 40);
  return p.render("Assets");
}

// A table with no rule over its header nor caption (LaTeX's \hline under its header and above its
// average row, column rules down its stub and before its totals), whose average row's label is
// centred across its two label columns (\multicolumn{2}{c}{Avg.}): the figures beside the label
// repeat the columns, so the row is the table's whatever its label.
const XA = [80, 130, 200, 270, 340];
const AVG_HEAD = ["Set", "Tasks", "Spec", "Proof", "Total"];
const AVG_ROWS = [
  ["AL", "104", "28", "10", "84"],
  ["AC", "63", "2037", "39", "4016"],
  ["IR", "118", "140", "10", "414"],
  ["MA", "89", "32", "6", "81"],
  ["NO", "29", "40", "11", "99"],
  ["NR", "204", "675", "25", "1190"],
  ["OS", "157", "730", "40", "1302"],
];
const AVG = ["Avg.", "", "526", "20", "1027"];

async function averageUnderRule(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  const [x0, x1] = [74, 386];
  const top = (y += 24);
  const row = (cells: string[]) => cells.forEach((cell, k) => cell && p.right(cell, XA[k]! + 40, y + 10, STYLE));
  row(AVG_HEAD);
  y += 14;
  p.rule(x0, y, x1, y);
  for (const cells of AVG_ROWS) {
    row(cells);
    y += 12;
  }
  y += 2;
  p.rule(x0, y, x1, y);
  p.centred(AVG[0]!, x0, XA[1]! + 44, y + 10, STYLE);
  row(["", ...AVG.slice(1)]);
  y += 14;
  for (const x of [XA[0]! + 46, XA[4]! + 4]) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Average");
}

describe("a total row under a table's last rule", () => {
  it("is the table's last row, and the note under it is not", async () => {
    const tables = await readTables(await totalUnderRule());
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).rows).toEqual(normed([...ROWS, TOTAL]));
    expect(tables[0]!.footnotes.join(" ")).toContain("Source");
  });

  it("is the table's last row under a grid with no top rule, its label centred across two columns", async () => {
    const tables = await readTables(await averageUnderRule());
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).rows.at(-1)).toEqual(normed([AVG])[0]);
    expect(normedGrid(tables[0]!).rows).toHaveLength(AVG_ROWS.length + 1);
  });
});
