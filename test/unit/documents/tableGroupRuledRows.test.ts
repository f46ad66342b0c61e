import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table of labels and figures ruled in groups of rows: a rule above it, one under every few
// rows and one at its foot, none under any heading, as it has none. On main the lines above the
// first rule were read as the header's stacked headings and made one row of the first group's
// three (a publishers' fixture, MapReduce's job statistics, read 11 rows for its 13).

const GROUPS = [
  [["Number of jobs", "29,423"], ["Average job completion time", "634 secs"], ["Machine days used", "79,186 days"]],
  [["Input data read", "3,288 TB"], ["Intermediate data produced", "758 TB"], ["Output data written", "193 TB"]],
  [["Average worker machines per job", "157"], ["Average worker deaths per job", "1.2"], ["Average map tasks per job", "3,351"]],
];
const X0 = 72;
const X1 = 300;
const PITCH = 11;

async function groupedTable(header: readonly (readonly string[])[] = [], ruledUnder = false): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 16;
  y = p.caption("Table 1:", "Statistics of the jobs run in one month.", y, X0, 228) + 6;
  p.rule(X0, y, X1, y);
  for (const [label, heading] of header) {
    y += PITCH;
    if (label) p.text(label, X0 + 4, y, CELL);
    p.right(heading!, X1 - 4, y, CELL);
  }
  if (header.length > 0 && ruledUnder) {
    y += 4;
    p.rule(X0, y, X1, y);
  }
  for (const group of GROUPS) {
    for (const [label, figure] of group) {
      y += PITCH;
      p.text(label!, X0 + 4, y, CELL);
      p.right(figure!, X1 - 4, y, CELL);
    }
    y += 4;
    p.rule(X0, y, X1, y);
  }
  p.prose(3, 6, y + 24);
  return p.render("Grouped rows");
}

describe("a table of labels and figures ruled in groups of rows, with no headings", () => {
  it("reads the first group's lines as rows, not as one header row", async () => {
    const table = labelled(await readTables(await groupedTable()), "Table 1");
    expect(normedGrid(table).all).toEqual(normed(GROUPS.flat()));
  });

  it("still reads one line of a year over the figures, ruled under it, as the header", async () => {
    // Guard, as on main: a heading line in the rows' type whose only heading is a figure (a year)
    // is no row of the body. The rule under it ends the header.
    const table = labelled(await readTables(await groupedTable([["Statistic", "2004"]], true)), "Table 1");
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([["Statistic", "2004"]]));
    expect(grid.rows).toEqual(normed(GROUPS.flat()));
  });

  it("still reads a line of figures under a spanner as headings (ICDAR us-019's lead years)", async () => {
    // Guard, as on main: "Statistic  2004" under "Year" heads the columns; the rule under the
    // first group ends the header, and the group's rows stay rows.
    const table = labelled(await readTables(await groupedTable([["", "Year"], ["Statistic", "2004"]], true)), "Table 1");
    const grid = normedGrid(table);
    expect(grid.rows).toEqual(normed(GROUPS.flat()));
    expect(grid.header.flat().join(" ")).toContain("Statistic");
  });
});
