import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A group's name alone on its row, centred across the whole table between body rows
// (`\multicolumn{5}{c}{...}`, pdf-parse-bench 060): its middle falls over the second and third
// columns, but it names the whole row, so it is read as that row's label in the first column, as
// a reader and the truth take it. The look-alike: the same label set flush left in the second
// column (a stub's second level, "Medium density" in 066) stays in its column.

const CELL = { font: "Helvetica" as const, size: 10 };
const X = [72, 150, 210, 270, 330, 390];
const HEADINGS = ["Method", "TS (%)", "SA (%)", "Mem", "Len"];
const GROUPS: [string, string[][]][] = [
  ["Qwen-8B with thinking", [["Vanilla model", "1.01", "11.13", "-", "-"], ["MNL", "1.35", "12.60", "695", "505"]]],
  ["Mimo-v2 without thinking", [["Vanilla model", "8.75", "41.12", "-", "-"], ["MNL", "8.08", "40.71", "410", "413"]]],
  ["Mimo-v2 with thinking", [["Vanilla model", "10.77", "47.63", "-", "-"], ["MNL", "11.09", "48.51", "410", "423"]]],
];

async function groupedTable(label: "centred" | "second column"): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Memory of the agents by model and thinking mode", y + 24);
  p.rule(X[0]!, y, X[5]!, y);
  y += 14;
  p.text(HEADINGS[0]!, X[0]! + 4, y, CELL);
  for (let k = 1; k < HEADINGS.length; k++) p.centred(HEADINGS[k]!, X[k]!, X[k + 1]!, y, CELL);
  y += 6;
  p.rule(X[0]!, y, X[5]!, y);
  for (const [name, rows] of GROUPS) {
    y += 15;
    if (label === "centred") p.centred(name, X[0]!, X[5]!, y, CELL);
    else p.text(name, X[1]! + 4, y, CELL);
    for (const row of rows) {
      y += 15;
      p.text(row[0]!, X[0]! + 4, y, CELL);
      for (let k = 1; k < row.length; k++) p.centred(row[k]!, X[k]!, X[k + 1]!, y, CELL);
    }
  }
  y += 6;
  p.rule(X[0]!, y, X[5]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Grouped");
}

describe("a group's name alone on its row", () => {
  it("centred across the table, is the row's label in the first column", async () => {
    const table = labelled(await readTables(await groupedTable("centred")), "Table 1");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([HEADINGS]);
    expect(grid.rows).toEqual(GROUPS.flatMap(([name, rows]) => [[name, "", "", "", ""], ...rows]));
  });

  it("set flush left in the second column, stays in that column", async () => {
    const grid = normedGrid(labelled(await readTables(await groupedTable("second column")), "Table 1"));
    expect(grid.header).toEqual([HEADINGS]);
    expect(grid.rows).toEqual(GROUPS.flatMap(([name, rows]) => [["", name, "", "", ""], ...rows]));
  });
});
