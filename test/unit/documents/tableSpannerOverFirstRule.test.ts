import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readOnlyTable, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A table with no caption and no top rule: its headings stand over its first rule, and over them a
// line of spanners, each centred over the two columns it groups ("AC-14" over "UHC (kN)" and
// "dp (m)"). The header row set over the first rule was taken in only when each of its pieces
// stood where one column starts or is centred, and a line with a figure in it was taken for a row
// of the table's own: the spanners (a code with a figure in it) were left out of the table.

const COLUMNS = [70, 55, 45, 55, 45];
const ROW = 11;
const SPANNERS = [
  ["AC-14", 1],
  ["Hall", 3],
] as const;
const HEADINGS = ["sand state", "UHC (kN)", "dp (m)", "UHC (kN)", "dp (m)"];
const BODY = [
  ["v. dense", "283.5", "1.03", "294.3", "1.01"],
  ["dense", "360.0", "1.38", "341.0", "1.30"],
  ["loose", "491.5", "2.21", "323.7", "1.70"],
  ["v. loose", "601.4", "3.51", "485.7", "2.98"],
];

async function spannersOverFirstRule(): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.prose(0, 3);
  const x = 72;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const spannerLine = y + 28;
  for (const [text, c] of SPANNERS) p.centred(text, edges[c]!, edges[c]! + COLUMNS[c]! + COLUMNS[c + 1]!, spannerLine, CELL);
  const headLine = spannerLine + ROW;
  HEADINGS.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 2, headLine, CELL) : p.centred(text, edges[c]!, edges[c]! + COLUMNS[c]!, headLine, CELL)));
  const first = headLine + 4;
  p.rule(x, first, x + width, first, 0.4);
  BODY.forEach((cells, r) => {
    const baseline = first + (r + 1) * ROW;
    cells.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 2, baseline, CELL) : p.centred(text, edges[c]!, edges[c]! + COLUMNS[c]!, baseline, CELL)));
  });
  const bottom = first + BODY.length * ROW + 4;
  p.rule(x, bottom, x + width, bottom, 0.4);
  p.prose(3, 6, bottom + 30);
  return p.render("Spanners over the first rule");
}

describe("a table with no top rule, its spanners and headings over its first rule", () => {
  it("takes in both header lines, the spanners with them", async () => {
    const table = await readOnlyTable(await spannersOverFirstRule());
    const grid = normedGrid(table);
    expect(grid.rows).toEqual(BODY);
    const headings = grid.header.flat().join(" ");
    for (const [text] of SPANNERS) expect(headings).toContain(text);
    expect(headings).toContain("UHC (kN)");
  });
});
