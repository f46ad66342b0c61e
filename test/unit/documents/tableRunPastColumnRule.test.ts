import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { widthOf } from "../../support/layoutSheet.ts";

// A grid of donors: last name, first names, street, city. One row's first names run up to the
// column rule and the street is set straight after them in the same run of text, with no space,
// as a form filled in by a program prints an overlong value: the rule drawn down the whole table
// parts the two cells, the names on its left and the street on its right.
const NAMES = "Richards S & Patricia";
const X = [40, 100, 0, 270, 340];
X[2] = X[1]! + 3 + widthOf(NAMES, CELL);
const ROWS = [
  ["Doane", "Paul V & Helen R", "444 Portland Ave", "Saint Paul"],
  ["Dougherty", NAMES, "812 Goodrich Ave", "Saint Paul"],
  ["Ellis", "Mary J", "90 Grand Ave", "Minneapolis"],
  ["Foster", "Ann", "17 Oak St", "Edina"],
];

async function overflowingName(): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const bottom = top + 14 * (ROWS.length + 1);
  for (let i = 0; i <= ROWS.length + 1; i++) p.rule(X[0]!, top + 14 * i, X[4]!, top + 14 * i);
  for (const x of X) p.rule(x, top, x, bottom);
  ["Last name", "Names", "Street", "City"].forEach((h, k) => p.text(h, X[k]! + 3, top + 10, CELL));
  ROWS.forEach((r, i) => {
    const y = top + 14 * (i + 1) + 10;
    p.text(r[0]!, X[0]! + 3, y, CELL);
    // The names and the street in one run when the names fill their cell.
    if (r[1] === NAMES) p.text(`${r[1]}${r[2]}`, X[1]! + 3, y, CELL);
    else {
      p.text(r[1]!, X[1]! + 3, y, CELL);
      p.text(r[2]!, X[2]! + 3, y, CELL);
    }
    p.text(r[3]!, X[3]! + 3, y, CELL);
  });
  p.prose(3, 6, bottom + 30);
  return p.render("Donors");
}

describe("text run past a column rule drawn down the table", () => {
  it("is parted at the rule: the names in their cell, the street in the next", async () => {
    const table = await readOnlyTable(await overflowingName());
    expect(table.rows.map((r) => r.cells.map((c) => c.text))).toEqual(ROWS);
  });
});
