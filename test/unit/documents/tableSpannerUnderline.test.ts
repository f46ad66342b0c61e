import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A header of three levels in booktabs style: a spanner over all the figure columns with a rule
// under it that leaves the stub column open, group headings each underlined by a short rule, then
// the column headings, and a full rule under the header. The first rule is the spanner's
// underline, not the header's end: the group headings and the column headings under it are
// header levels, not the first rows of the body.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then four figure columns in two groups. */
const X = [72, 150, 230, 310, 390, 470];
const ROWS = [
  ["Under 40", "47", "21.8", "91", "8.7"],
  ["40 to 59", "116", "85.5", "224", "31.9"],
  ["60 to 79", "164", "234.9", "527", "132.2"],
  ["80 and over", "208", "1,271.7", "1,331", "1,665.5"],
];

async function threeLevelHeader(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Admissions and rates by age and site", y + 24);
  p.rule(X[0]!, y, X[5]!, y);
  p.centred("Site", X[1]!, X[5]!, y + 10, CELL);
  p.rule(X[1]! + 4, y + 13, X[5]!, y + 13);
  p.centred("Northern district hospitals", X[1]!, X[3]!, y + 23, CELL);
  p.centred("Southern district hospitals", X[3]!, X[5]!, y + 23, CELL);
  p.rule(X[1]! + 4, y + 26, X[3]! - 4, y + 26);
  p.rule(X[3]! + 4, y + 26, X[5]!, y + 26);
  p.text("Age (years)", X[0]! + 2, y + 36, CELL);
  ["No.", "Rate", "No.", "Rate"].forEach((t, k) => p.right(t, X[k + 2]! - 6, y + 36, CELL));
  y += 40;
  p.rule(X[0]!, y, X[5]!, y);
  for (const row of ROWS) {
    y += 12;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (const k of [1, 2, 3, 4]) p.right(row[k]!, X[k + 1]! - 6, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[5]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Admissions");
}

describe("a spanner's rule that leaves the stub column open", () => {
  it("is not the header's end: the group headings under it stay headings and the columns stay apart", async () => {
    const table = labelled(await readTables(await threeLevelHeader()), "Table 4");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Age (years)", "Site", "", "", ""],
      ["", "Northern district hospitals", "", "Southern district hospitals", ""],
      ["", "No.", "Rate", "No.", "Rate"],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Site")?.colSpan).toBe(4);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
