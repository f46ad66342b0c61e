import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// Old dvips bitmap fonts set a caption's letters spaced apart, so "TABLE II." comes to the text
// layer as "TABLE I I.": the Roman numeral broken in two. The label is TABLE II, not TABLE I.
// Guard: "TABLE I." as printed stays TABLE I.

const BOLD = { font: "Times-Bold" as const, size: 9 };
const ROWS = [["b", "0.180", "string tension"], ["c", "0.82", "see eq. (27)"], ["m", "0.258", "light quark"]];

async function page(numeral: string[]): Promise<Uint8Array> {
  const p = new TablePage();
  let x = p.text("TABLE", 150, 90, BOLD) + 3;
  for (const part of numeral) x = p.text(part, x, 90, BOLD) + 3;
  p.text("Parameters of the model.", x + 3, 90, BOLD);
  drawTable(p.sheet, p.page, { columns: [90, 90, 120], header: [row("parameter", "value", "comments")], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 150, 100);
  p.prose(0, 6, 220);
  return p.render("Spaced numeral");
}

describe("a table's Roman numeral letter-spaced apart", () => {
  it("reads TABLE I I. as TABLE II", async () => {
    const tables = await readTables(await page(["I", "I."]));
    expect(tables.map((t) => t.label)).toEqual(["TABLE II"]);
    expect(tables[0]!.caption).toBe("Parameters of the model.");
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });

  it("keeps TABLE I. as TABLE I", async () => {
    const tables = await readTables(await page(["I."]));
    expect(tables.map((t) => t.label)).toEqual(["TABLE I"]);
  });
});
