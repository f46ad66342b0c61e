import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A boxed two-column table with no caption in a glossary page: a name on the left, and on the
// right a phrase of seven words ("At least 80 and less than 120"). A phrase that long beside a
// short name is a cell, not a line of prose: the page is looked at for tables and the table read.

const CELL = { font: "Helvetica" as const, size: 10 };
const X = [72, 290, 480];
const ROWS = [
  ["Income level", "Share of the area median income"],
  ["Low", "Less than 50"],
  ["Moderate", "At least 50 and less than 80"],
  ["Middle", "At least 80 and less than 120"],
  ["Upper", "120 or more"],
];

async function glossary(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 24;
  const top = y;
  const rowH = 14;
  for (const row of ROWS) {
    p.rule(X[0]!, y, X[2]!, y);
    p.text(row[0]!, X[0]! + 3, y + 10.5, CELL);
    p.text(row[1]!, X[1]! + 3, y + 10.5, CELL);
    y += rowH;
  }
  p.rule(X[0]!, y, X[2]!, y);
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 24);
  return p.render("Glossary");
}

describe("a boxed table whose cells hold phrases of seven words", () => {
  it("is found and read", async () => {
    const table = await readOnlyTable(await glossary());
    expect(normedGrid(table).all).toEqual(normed(ROWS));
  });
});
