import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Reports print a sentence under a table's caption that says what the table holds, in the
// table's type and across its width, before the headings. It is a note, not a header row: the
// header is the headings alone.

const NOTE = "This table gives the number and the share of respondents who answered none, one, two or all three of the questions on saving right.";

const COLUMNS = [72, 210, 300, 390];
const HEADINGS = ["Correct answers", "Count", "Percent", "Cumulative"];
const ROWS = [
  ["0", "138", "6.9", "6.9"],
  ["1", "178", "8.8", "15.7"],
  ["2", "626", "31.1", "46.8"],
  ["3", "1070", "53.2", "100.0"],
];

/** The caption, a rule, the note across the table, the headings, a rule, the rows, a rule. */
async function notedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Answers on saving", y + 20);
  p.rule(70, y - 6, 472, y - 6);
  y = p.paragraph(NOTE, 72, y + 4, 400, { ...CELL, leading: 11 });
  HEADINGS.forEach((h, k) => p.text(h, COLUMNS[k]!, y, CELL));
  p.rule(70, y + 4, 472, y + 4);
  y += 16;
  for (const r of ROWS) {
    r.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
    y += 12;
  }
  p.rule(70, y - 6, 472, y - 6);
  p.prose(3, 6, y + 24);
  return p.render("Saving answers");
}

describe("a sentence under a table's caption", () => {
  it("is left out of the table's header", async () => {
    const grid = normedGrid(labelled(await readTables(await notedTable()), "Table 2"));
    expect(grid.header).toEqual(normed([HEADINGS]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
