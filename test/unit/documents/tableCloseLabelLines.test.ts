import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's table whose rows stand 16 points apart and whose row labels wrap at 10 points, the
// figures on the label's first line: the label's next line opens with a capital ("Reserve Banks")
// and ends no phrase above it, so only how close it is set says it goes on with the label. A
// label alone at the rows' own pitch ("Memorandum items") is a row of its own.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 8 };
const X = [72, 250, 330, 410, 490];
const PITCH = 16;
const LEADING = 10;
/** Each row: its label's lines, then its figures (none for a label alone). */
const ROWS: { label: string[]; figures: string[] }[] = [
  { label: ["Net revenue"], figures: ["812", "790", "744", "702"] },
  { label: ["Transfers to the Federal", "Reserve Banks"], figures: ["120", "131", "118", "97"] },
  { label: ["Operating expenses"], figures: ["451", "440", "432", "419"] },
  { label: ["Payments to the Treasury", "Department"], figures: ["205", "199", "187", "180"] },
  { label: ["Memorandum items"], figures: [] },
  { label: ["Assets held"], figures: ["3,410", "3,378", "3,290", "3,175"] },
  { label: ["Interest on reserve balances", "Held by depository institutions"], figures: ["56", "61", "49", "40"] },
  { label: ["Other income"], figures: ["14", "12", "11", "9"] },
];

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 4. Income and expenses, 2009-2012", 72, y, TEXT);
  y += 10;
  p.rule(X[0]!, y, 560, y);
  ["2012", "2011", "2010", "2009"].forEach((h, k) => p.text(h, X[k + 1]! + 20, y + 12, CELL));
  y += 18;
  p.rule(X[0]!, y, 560, y);
  for (const r of ROWS) {
    y += PITCH;
    r.label.forEach((line, i) => p.text(line, X[0]!, y + i * LEADING, CELL));
    r.figures.forEach((f, k) => p.text(f, X[k + 1]! + 20, y, CELL));
    y += (r.label.length - 1) * LEADING;
  }
  y += 6;
  p.rule(X[0]!, y, 560, y);
  p.prose(3, 6, y + 30);
  return p.render("Income");
}

describe("a row label wrapped under figures already printed", () => {
  it("goes on with its label when set closer than the rows, and a label alone at the rows' pitch stays a row", async () => {
    const tables = await readTables(await report());
    expect(tables.map((t) => t.label)).toEqual(["Table 4"]);
    // Whether the years are read as the header or a first row is the header's business: the body's rows close the table.
    expect(normedGrid(tables[0]!).all.slice(-ROWS.length)).toEqual(normed(ROWS.map((r) => [r.label.join(" "), ...(r.figures.length ? r.figures : ["", "", "", ""])])));
  });
});
