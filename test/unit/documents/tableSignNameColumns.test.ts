import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { drawSignRows, SIGN_CELL as CELL, signColumns } from "../../support/tables/signTable.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A list of signs and their names set as a table with no caption and no rule (a symbol table):
// two wide columns, each a sign then its name a little after it. Where a name in the first
// column runs long, the gap to the second column's sign narrows under four ems (the table's
// second and third rows and its last), and one row has no second sign at all. pdf.js gives the
// sign and its name as runs of their own; each name is capitalised, so no line reads as the one
// above it wrapped.

const ROWS = [
  ["+", "Plus", "×", "Times"],
  ["-", "Minus, a longer name here", "÷", "Divide"],
  ["#", "Number sign, a long name", "~", "Tilde"],
  ["±", "Plus or minus", "=", "Equals"],
  ["<", "Less than", ">", "Greater than"],
  ["¶", "Pilcrow or paragraph", "°", "Degree"],
  ["%", "Per cent", "*", "Asterisk"],
  ["§", "Section mark", "", ""],
  ["†", "Dagger, a first footnote", "‡", "Double dagger"],
];
const COLUMNS = signColumns(ROWS);
const { name1: NAME_1, sign2: SIGN_2 } = COLUMNS;

async function signTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = drawSignRows(p, ROWS, COLUMNS, y);
  p.prose(3, 6, y + 20);
  return p.render("Signs");
}

describe("a table of two wide columns set in whitespace", () => {
  it("keeps the rows where a long name narrows the gap between its columns", async () => {
    // The page is what the test says: some names end under four ems (40 pt) from the next sign.
    const gaps = ROWS.map((r) => SIGN_2 - NAME_1 - widthOf(r[1]!, CELL));
    expect(gaps.filter((g) => g < 40 && g > 15).length).toBeGreaterThanOrEqual(3);
    const table = await readOnlyTable(await signTable());
    expect(normedGrid(table).all).toEqual(normed(ROWS));
  });
});
