import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { normedGrid, readOnlyTable, readTables, TablePage } from "../../support/tables/tablePage.ts";

// An uncaptioned booktabs table whose "dates" cell is stacked over two lines in every row, the
// station, hours and triggers centred between them (LaTeX's \multirow). Read line by line, two rows
// of one cell stand around each row across, so only a third of its rows hold two cells or more, and
// the table was dropped as no table (half were needed), its figures left to the prose. Its rules say
// it is one: a ruled region now needs a third. An algorithm's listing between rules (one line of
// two pieces over lines of one) is still no table.

const X = 72;
const COLUMNS = [X, X + 45, X + 115, X + 170];
const STATIONS = [
  ["13", "2022-07-25", "2022-10-01", "1410", "306,869"],
  ["23", "2022-07-25", "2022-10-01", "1453", "680,902"],
  ["24", "2022-07-25", "2022-10-01", "1352", "217,516"],
  ["13", "2023-04-24", "2023-10-12", "3929", "726,444"],
  ["23", "2023-04-24", "2023-10-14", "3434", "4,476,619"],
  ["24", "2023-04-21", "2023-10-11", "3604", "653,415"],
];

function stackedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  p.columnText(320, 90, 220, 12);
  const { sheet, page } = p;
  const right = X + 225;
  let y = 100;
  sheet.rule(page, X, y, right, y, 1);
  ["station", "dates", "lifetime [h]", "# triggers"].forEach((h, i) => sheet.text(page, h, COLUMNS[i]!, y + 11, CELL));
  y += 15;
  sheet.rule(page, X, y, right, y, 0.5);
  for (const [i, [station, first, second, hours, triggers]] of STATIONS.entries()) {
    if (i === 3) {
      sheet.rule(page, X, y + 2, right, y + 2, 0.5);
      y += 4;
    }
    sheet.text(page, first!, COLUMNS[1]!, y + 10, CELL);
    sheet.text(page, second!, COLUMNS[1]!, y + 20, CELL);
    for (const [j, text] of [station, hours, triggers].entries()) sheet.text(page, text!, COLUMNS[[0, 2, 3][j]!]!, y + 15, CELL);
    y += 23;
  }
  sheet.rule(page, X, y, right, y, 1);
  return p.render("Stations");
}

function listingBetweenRules(): Promise<Uint8Array> {
  const p = new TablePage();
  p.columnText(320, 90, 220, 12);
  const { sheet, page } = p;
  const right = X + 225;
  sheet.rule(page, X, 100, right, 100, 1);
  sheet.text(page, "Input: D, k, threshold", X, 111, CELL);
  sheet.text(page, "the degree at most 3", X + 120, 111, CELL);
  const steps = ["1: S is empty", "2: L is the nodes by degree", "3: for each node v in L do", "4: if v is far from S then", "5: add v to S", "6: end if", "7: end for", "8: return S"];
  steps.forEach((s, i) => sheet.text(page, s, X + (i > 2 && i < 7 ? 10 : 0), 123 + 11 * i, CELL));
  sheet.rule(page, X, 123 + 11 * steps.length, right, 123 + 11 * steps.length, 1);
  return p.render("Listing");
}

describe("a ruled table whose cells are stacked over two lines beside centred ones", () => {
  it("is read as a table holding every station's dates, hours and triggers", async () => {
    const table = await readOnlyTable(await stackedTable());
    const cells = normedGrid(table).all.flat();
    for (const station of STATIONS) for (const text of station.slice(1)) expect(cells).toContain(text);
  });

  it("leaves an algorithm's listing between two rules as text", async () => {
    expect(await readTables(await listingBetweenRules())).toEqual([]);
  });
});
