import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normedGrid, readOnlyTable, row, TablePage } from "../../support/tables/tablePage.ts";

// A caption whose label and title are set in one run ("Table 4. Number and percentage of"), its
// further lines hung under the title, not under the label. Where the title starts is known only
// from the run's characters; the hung lines are still the caption's, not header rows.

const STYLE = { font: "Times-Bold" as const, size: 10 };
const FIRST = "Table 4. Number and percentage of reading";
const HUNG = ["items in the assessment, by item", "format: 2011"];
const HEAD = ["Item format", "Number", "Percent"];
const ROWS = [
  ["Total", "135", "100"],
  ["Multiple choice", "74", "55"],
  ["Constructed response", "61", "45"],
];

async function hungCaption(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 24;
  p.text(FIRST, 166, y, STYLE);
  const hang = 166 + widthOf("Table 4. ", STYLE);
  for (const line of HUNG) p.text(line, hang, (y += 12), STYLE);
  drawTable(p.sheet, p.page, { columns: [120, 65, 65], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 166, y + 8);
  return p.render("Items");
}

describe("a caption set in one run with its lines hung under its title", () => {
  it("keeps the hung lines in the caption", async () => {
    const table = await readOnlyTable(await hungCaption());
    expect(norm(table.caption ?? "")).toBe(norm(["Number and percentage of reading", ...HUNG].join(" ")));
    const grid = normedGrid(table);
    expect(grid.header).toEqual([HEAD]);
    expect(grid.rows).toEqual(ROWS);
  });
});
