import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A shaded header of two levels: a spanner over the figure columns in a strip of its own, a rule
// under it that leaves the stub open, then the column headings wrapped over two lines beside a
// stub heading wrapped on baselines of its own, and a full rule under the header. The strip's
// edge under the spanner is not the header's end: the header ends at the full rule, so the
// wrapped headings are not read as rows that part the figure columns anew.

const CELL = { font: "Helvetica" as const, size: 9 };
/** Cell edges: the stub, then three figure columns. */
const X = [60, 130, 210, 290, 370];
const ROWS = [
  ["Headache", "239", "119", "128"],
  ["Stomach", "78", "120", "284"],
  ["Back-ache", "139", "126", "219"],
  ["Dizzy", "123", "69", "293"],
];

async function shadedSpanner(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Symptoms by how often they occur", y + 24);
  const centred = (text: string, x0: number, x1: number, at: number) => p.centred(text, x0, x1, at, CELL);
  const top = y;
  // The strips: one under the spanner, ending a little above its rule, one under the headings.
  p.fill(X[0]!, y, X[4]! - X[0]!, 11.5, "#dddddd");
  p.fill(X[0]!, y + 11.5, X[4]! - X[0]!, 27.5, "#eeeeee");
  centred("How often do you have these", X[1]!, X[4]!, y + 10);
  p.rule(X[1]!, y + 13, X[4]!, y + 13);
  centred("Symptom", X[0]!, X[1]!, y + 21);
  centred("group", X[0]!, X[1]!, y + 31);
  centred("At least every", X[1]!, X[2]!, y + 24);
  centred("week", X[1]!, X[2]!, y + 34);
  centred("About every", X[2]!, X[3]!, y + 24);
  centred("month", X[2]!, X[3]!, y + 34);
  centred("Rarely/Never", X[3]!, X[4]!, y + 34);
  y += 39;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    p.text(row[0]!, X[0]! + 2, y + 11, CELL);
    for (let k = 1; k <= 3; k++) p.right(row[k]!, X[k + 1]! - 8, y + 11, CELL);
    y += 14;
    p.rule(X[0]!, y, X[4]!, y);
  }
  for (const x of [X[0]!, X[1]!, X[4]!]) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Symptoms");
}

describe("a shaded header whose strip ends under its spanner", () => {
  it("ends at the full rule: the wrapped headings are one header level and the columns stay three", async () => {
    const grid = normedGrid(labelled(await readTables(await shadedSpanner()), "Table 2"));
    expect(grid.header).toEqual([
      ["Symptom group", "How often do you have these", "", ""],
      ["", "At least every week", "About every month", "Rarely/Never"],
    ]);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
