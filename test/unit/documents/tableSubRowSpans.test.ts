import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A row printed as two sub-rows (a station's two dates, one under the other) beside cells set
// once for both, centred down them on a line of their own (LaTeX's \multirow): no line holds a
// station and its dates, so nothing showed the gap between their columns, and the centred line
// read as a row of its own between the dates.

const CELL = { font: "Times-Roman" as const, size: 10 };
const STATIONS = [
  ["13", "2022-07-25", "2022-10-01", "1410", "306,869"],
  ["23", "2022-07-25", "2022-10-01", "1453", "680,902"],
  ["24", "2022-07-26", "2022-10-03", "1352", "217,516"],
];

async function stationsTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Running periods of the stations", y + 24);
  p.rule(72, y, 300, y, 0.6);
  p.text("station", 76, y + 12, CELL);
  p.text("dates", 123, y + 12, CELL);
  p.right("lifetime [h]", 240, y + 12, CELL);
  p.right("# triggers", 296, y + 12, CELL);
  y += 17;
  p.rule(72, y, 300, y, 0.4);
  for (const [station, from, to, lifetime, triggers] of STATIONS) {
    const [first, second] = [y + 12, y + 24];
    p.text(from!, 123, first, CELL);
    p.text(to!, 123, second, CELL);
    // Centred down the two dates: half-way between their baselines, on neither line.
    const middle = (first + second) / 2;
    p.text(station!, 76, middle, CELL);
    p.right(lifetime!, 232, middle, CELL);
    p.right(triggers!, 296, middle, CELL);
    y = second;
  }
  p.rule(72, y + 5, 300, y + 5, 0.6);
  p.prose(3, 6, y + 30);
  return p.render("Stations");
}

describe("cells set once beside a row's sub-rows, centred down them", () => {
  it("head a row per sub-row, spanning both, under their own headings", async () => {
    const table = labelled(await readTables(await stationsTable()), "Table 3");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([["station", "dates", "lifetime [h]", "# triggers"]]);
    // One row per date, the station's cells on the first: six rows, not nine.
    expect(grid.rows).toEqual(STATIONS.flatMap(([station, from, to, lifetime, triggers]) => [[station, from, lifetime, triggers], ["", to, "", ""]]));
    // Each spanning cell says it covers both sub-rows, and keeps its box on the page.
    const firsts = table.rows.filter((_, i) => i % 2 === 0);
    for (const row of firsts) expect(row.cells.map((c) => c.rowSpan)).toEqual([2, 1, 2, 2]);
    expect(firsts.every((row) => row.cells.every((c) => c.box !== null))).toBe(true);
    expect(table.doubts.map((d) => d.kind)).toEqual([]);
  });
});
