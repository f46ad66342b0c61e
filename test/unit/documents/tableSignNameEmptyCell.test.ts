import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { drawSignRows, SIGN_CELL as CELL, signColumns } from "../../support/tables/signTable.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A symbol table with no caption and no rule (two wide columns, a sign then its name in each)
// whose next-to-last row has no sign in its second column: that row's second cell starts at the
// name, off the sign's edge. Its last row's first name runs long, so the gap to the second column
// narrows under four ems and the row is a row only by keeping the columns of the rows above. On
// main the row just above alone was looked to, and the last row was lost (pdf-parse-bench 002 t2,
// whose "\centerdot" row's sign is drawn with no text).

const ROWS = [
  ["+", "Plus", "×", "Times"],
  ["±", "Plus or minus", "=", "Equals"],
  ["<", "Less than", ">", "Greater than"],
  ["%", "Per cent", "*", "Asterisk"],
  ["§", "Section mark", "°", "Degree"],
  ["¶", "Pilcrow", "", "Centre dot"],
  ["†", "Dagger, a first footnote", "‡", "Double dagger"],
];
const COLUMNS = signColumns(ROWS);
const { name1: NAME_1, sign2: SIGN_2 } = COLUMNS;

async function signTable(rows: readonly string[][]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = drawSignRows(p, rows, COLUMNS, y);
  p.prose(3, 6, y + 20);
  return p.render("Signs");
}

describe("a symbol table set in whitespace whose row above the last has an empty cell", () => {
  it("keeps the last row, whose long name narrows the gap between the columns", async () => {
    // The page is what the test says: the last name ends under four ems (40 pt) from the next sign.
    expect(SIGN_2 - NAME_1 - widthOf(ROWS.at(-1)![1]!, CELL)).toBeLessThan(40);
    const table = await readOnlyTable(await signTable(ROWS));
    expect(normedGrid(table).all).toEqual(normed(ROWS));
  });

  it("still ends the table at a line of prose set under it at the rows' pitch", async () => {
    // Guard: a line of words under the table, starting at the first column, is no row.
    const p = new TablePage();
    let y = p.prose(0, 3) + 30;
    y = drawSignRows(p, ROWS.slice(0, -1), COLUMNS, y);
    p.text("The signs above are those the journal's style allows in its displayed formulas.", COLUMNS.sign1, y, CELL);
    const table = await readOnlyTable(await p.render("Signs"));
    expect(normedGrid(table).all).toEqual(normed(ROWS.slice(0, -1)));
  });
});
