import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A caption set whole in bold, its label and its title two runs of the one bold type a short
// space apart with no full stop (PeerJ's caption band: "Table 3 Comparison of ..."), over a
// ruled table. The line's type, not the body's, sets it apart: main read the table unnamed.
// Guard: a sentence of the running text opening "Table 3 lists", in two runs of the body's type
// over a table with no caption, names nothing.

const BOLD = { font: "Times-Bold" as const, size: 9 };
const ROMAN = { font: "Times-Roman" as const, size: 10 };
const ROWS = [["ATG16L1", "Yes (HP)", "Matched"], ["ATP5SL", "Yes (HPG)", "Matched"], ["AZGP1", "Yes (HP)", "Matched 9/10"], ["CASP1", "No", "Matched"]];

async function page(bold: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4);
  y += 20;
  const style = bold ? BOLD : ROMAN;
  const end = p.text("Table 3", 72, y, style);
  p.text(bold ? "Comparison of the results from gene families" : "lists the results from gene families.", end + 0.75 * style.size, y, style);
  drawTable(p.sheet, p.page, { columns: [110, 110, 110], header: [row("Gene", "Selection", "Sites")], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 72, y + 8);
  p.prose(4, 8, y + 120);
  return p.render("Bold caption");
}

describe("a caption set whole in one bold type, label and title apart by a short space (under an em)", () => {
  it("names the table under it", async () => {
    const tables = await readTables(await page(true));
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    expect(tables[0]!.caption).toContain("Comparison of the results");
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });

  it("takes no caption from a sentence of the running text opening with a table's label", async () => {
    const tables = await readTables(await page(false));
    expect(tables.map((t) => t.label)).not.toContain("Table 3");
  });
});
