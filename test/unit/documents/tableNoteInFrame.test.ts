import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A boxed grid whose frame goes on under its last row to hold a source note, set larger than the
// cells: the column rules stop at the last row's rule, and only the frame's sides run on around
// the note, down to a closing rule. The note is the table's note, not a row of it.

const X = [72, 200, 300, 400, 500];
const HEAD = ["Assessment", "General", "Modified", "Alternate"];
const ROWS = [
  ["Standards taught", "Grade level", "Grade level", "Extended"],
  ["Achievement", "Grade level", "Modified", "Alternate"],
  ["Students", "Most students", "Some students", "Few students"],
];
const NOTE = "Source: National Center, 2005.";
const NOTE_STYLE = { font: "Times-Roman" as const, size: 10.5 };

async function framedNote(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Assessments compared", y + 20);
  const rowH = 14;
  const top = y;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of [HEAD, ...ROWS]) {
    row.forEach((cell, k) => p.text(cell, X[k]! + 4, y + 10, CELL));
    y += rowH;
    p.rule(X[0]!, y, X[4]!, y);
  }
  // The column rules stop at the last row; the frame's sides go on around the note.
  for (const x of X.slice(1, 4)) p.rule(x, top, x, y);
  p.text(NOTE, X[0]! + 4, y + 13, NOTE_STYLE);
  const foot = y + 20;
  p.rule(X[0]!, foot, X[4]!, foot);
  for (const x of [X[0]!, X[4]!]) p.rule(x, top, x, foot);
  p.prose(3, 6, foot + 30);
  return p.render("Assessments");
}

describe("a grid whose frame holds a note under its last row", () => {
  it("leaves the note out of the rows", async () => {
    const table = await readOnlyTable(await framedNote());
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEAD]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
