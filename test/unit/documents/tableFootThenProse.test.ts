import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A narrow table with no rules at the foot of a typewritten page, and the next page opening with
// a paragraph set justified with wide gaps between its words: pieces of its lines fall in the
// table's two columns, but each line runs on across the table's right side. Those lines are the
// paragraph's, not rows going on with the table.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const ROWS = [
  ["20-29", "0.2834"],
  ["30-39", "0.2188"],
  ["40-49", "0.1579"],
  ["50-59", "0.1618"],
  ["60-74", "0.1781"],
];
// Each line in three pieces, the widest gaps of a justified typewritten line between them.
const JUSTIFIED = [
  ["both sets of data", "in a report,", "then the choice of crude or adjusted rates"],
  ["should rest upon", "the main aim", "of the manuscript and the reader it serves"],
  ["and it is always", "wise to give", "the rates for each age group beside them."],
  ["Where the sample", "sizes are small", "the adjusted figures will not be reliable"],
];

async function pages(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 6);
  y = Math.max(y + 30, 640);
  p.text("Age Group", 72, y, TEXT);
  p.text("Proportion", 184, y, TEXT);
  for (const [age, share] of ROWS) {
    y += 14;
    p.text(age!, 72, y, TEXT);
    p.text(share!, 190, y, TEXT);
  }
  p.nextPage();
  JUSTIFIED.forEach(([a, b, c], i) => {
    p.text(a!, 72, 90 + 14 * i, TEXT);
    p.text(b!, 184, 90 + 14 * i, TEXT);
    p.text(c!, 240, 90 + 14 * i, TEXT);
  });
  p.prose(6, 9, 170);
  return p.render("Age groups");
}

describe("a table at a page's foot and a justified paragraph opening the next page", () => {
  it("ends the table on its page: the paragraph's lines are not its rows", async () => {
    const tables = await readTables(await pages());
    expect(tables.map((t) => t.pages)).toEqual([[1]]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });
});
