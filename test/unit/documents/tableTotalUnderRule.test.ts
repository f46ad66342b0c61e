import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

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

/**
 * The page both tables stand on: three paragraphs of prose, the table `draw` sets from the y it is
 * given (returning the y under it), then three more paragraphs `gap` below it.
 */
async function sheet(name: string, gap: number, draw: (p: TablePage, y: number) => number): Promise<Uint8Array> {
  const p = new TablePage();
  const y = draw(p, p.prose(0, 3));
  p.prose(3, 6, y + gap);
  return p.render(name);
}

/** A table's body rows from `y`, 12 pt apart, then a rule 2 pt under the last; returns the rule's y. */
function rowsOverRule(p: TablePage, y: number, rows: string[][], row: (cells: string[], y: number) => void, [x0, x1]: [number, number]): number {
  for (const cells of rows) {
    row(cells, y);
    y += 12;
  }
  y += 2;
  p.rule(x0, y, x1, y);
  return y;
}

function totalUnderRule(): Promise<Uint8Array> {
  return sheet("Assets", 40, (p, y) => {
    y = p.caption("Table 1", "What was done with the assets that lost in value", y + 20);
    const span: [number, number] = [74, 470];
    const row = (cells: string[], at: number) => cells.forEach((cell, k) => cell && p.text(cell, X[k]!, at + 10, STYLE));
    p.rule(span[0], y, span[1], y);
    row(HEAD, y);
    y += 14;
    p.rule(span[0], y, span[1], y);
    y = rowsOverRule(p, y, ROWS, row, span);
    row(TOTAL, y);
    y += 14;
    p.text("Source: Household survey of 2009, weighted.", 80, y + 8, STYLE);
    return y;
  });
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

function averageUnderRule(): Promise<Uint8Array> {
  return sheet("Average", 30, (p, y) => {
    const span: [number, number] = [74, 386];
    const top = (y += 24);
    const row = (cells: string[], at: number) => cells.forEach((cell, k) => cell && p.right(cell, XA[k]! + 40, at + 10, STYLE));
    row(AVG_HEAD, y);
    y += 14;
    p.rule(span[0], y, span[1], y);
    y = rowsOverRule(p, y, AVG_ROWS, row, span);
    p.centred(AVG[0]!, span[0], XA[1]! + 44, y + 10, STYLE);
    row(["", ...AVG.slice(1)], y);
    y += 14;
    for (const x of [XA[0]! + 46, XA[4]! + 4]) p.rule(x, top, x, y);
    return y;
  });
}

describe("a total row under a table's last rule", () => {
  it("is the table's last row, and the note under it is not", async () => {
    const table = await readOnlyTable(await totalUnderRule());
    expect(normedGrid(table).rows).toEqual(normed([...ROWS, TOTAL]));
    expect(table.footnotes.join(" ")).toContain("Source");
  });

  it("is the table's last row under a grid with no top rule, its label centred across two columns", async () => {
    const table = await readOnlyTable(await averageUnderRule());
    expect(normedGrid(table).rows.at(-1)).toEqual(normed([AVG])[0]);
    expect(normedGrid(table).rows).toHaveLength(AVG_ROWS.length + 1);
  });
});
