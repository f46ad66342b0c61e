import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// Facing pages set their running head mirrored: the journal's name at the left and the page's
// number at the right on one page, the other way round on the next. A table that ends its page
// is followed, at the top of the next, by that head in the table's type, its pieces under the
// table's first and last columns: it is the page's head, not a row going on with the table (a
// Springer paper's table of adsorbents, read by gmft's tests, gained a false part so). Rows in the
// same words in the same order, figures aside, stay the table's.

const HEAD = { font: "Times-Roman" as const, size: 8 };
const JOURNAL = "Journal of Applied Tests (2024) 12:345";
const COLUMNS = [150, 90, 90, 138];
const HEADER = ["Adsorbent", "Dosage", "Removal", "Reference"];
const ROWS = Array.from({ length: 12 }, (_, i) => [`Sorbent ${i + 1}`, `${i + 1}.5`, `${80 + i}.2`, `Author ${i + 1} (2020)`]);

function runningHead(p: TablePage, left: string, right: string): void {
  p.text(left, 72, 40, HEAD);
  p.right(right, 540, 40, HEAD);
}

async function facingPages(): Promise<Uint8Array> {
  const p = new TablePage();
  runningHead(p, JOURNAL, "Page 3 of 9 345");
  const y = p.prose(0, 3, 80);
  const below = p.caption("Table 2", "Removal of the dye by the adsorbents compared", y + 20);
  drawTable(p.sheet, p.page, { columns: COLUMNS, header: [row(...HEADER)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 72, below + 6);
  p.nextPage();
  runningHead(p, "345 Page 4 of 9", JOURNAL);
  p.prose(3, 6, 90);
  return p.render("Adsorbents");
}

describe("a running head set mirrored on the page after a table", () => {
  it("is no row going on with the table", async () => {
    const tables = await readTables(await facingPages());
    expect(tables.map((t) => [t.label, t.pages])).toEqual([["Table 2", [1]]]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });
});
