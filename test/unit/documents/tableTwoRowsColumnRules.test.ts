import { describe, expect, it } from "vitest";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table of a header and one row, ruled down between its column groups and once across between
// the two rows (LaTeX's `{c|cc|cc}` with one `\hline` after the head row): a quantum-number or
// charge table, a settings line. Its column rules are two rows tall, shorter than the 2.5 type
// sizes asked of column rules alone (a bar beside a line or two of prose), so it was never found;
// the rule across them, between their ends, shows they rule cells apart.

const CELL = { font: "Times-Roman" as const, size: 10 };
const LEADING = 12;
// Rules 24 points tall under 10-point type, as LaTeX draws them down two rows.
const HEAD = ["Boson", "Z", "W", "Y", "V", "X", "U"];
const ROW = ["Charge", "+1", "-1", "+a", "-a", "0", "2"];
const XS = [236, 280, 304, 340, 364, 400, 424];
const RULES = [270, 330, 390];

/** The two-row table at y, its column rules from its header's top to its row's foot. */
function twoRowTable(p: TablePage, y: number): number {
  HEAD.forEach((h, k) => p.text(h, XS[k]!, y + 9, CELL));
  ROW.forEach((c, k) => p.text(c, XS[k]!, y + 9 + LEADING, CELL));
  const bottom = y + LEADING * 2;
  for (const x of RULES) p.rule(x, y, x, bottom, 0.4);
  p.rule(231, y + 12.5, 445, y + 12.5, 0.4);
  return bottom;
}

describe("a table of a header and one row, ruled down its column groups and once across", () => {
  it("is found under its caption, the header and the row as set", async () => {
    const p = new TablePage();
    let y = p.prose(0, 3);
    y = p.caption("Table 1.", "Charges of the bosons.", y + 20);
    const bottom = twoRowTable(p, y + 8);
    p.prose(3, 6, bottom + 24);
    const tables = (await readPaper(await p.render("Two-row table"))).tables ?? [];
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).all).toEqual(normed([HEAD, ROW]));
  });

  it("is found with no caption on a page looked at for tables", async () => {
    const p = new TablePage();
    let y = p.prose(0, 3);
    const bottom = twoRowTable(p, y + 20);
    // A captioned table under it, so that the page is looked at for tables.
    y = p.captionAndHeadings("Table 1.", "Yields by site.", bottom + 28, ["Site", "Yield", "Loss"], [76, 200, 320], CELL);
    for (const cells of [["North", "12.5", "0.4"], ["South", "11.0", "0.9"], ["East", "13.2", "0.2"], ["West", "10.8", "1.1"]]) {
      y += 14;
      cells.forEach((cell, k) => p.text(cell, [76, 200, 320][k]!, y, CELL));
    }
    p.rule(72, y + 6, 440, y + 6);
    p.prose(3, 6, y + 30);
    const tables = (await readPaper(await p.render("Two-row table, no caption"))).tables ?? [];
    expect(tables).toHaveLength(2);
    const charges = tables.find((t) => t.label === null);
    expect(charges).toBeDefined();
    expect(normedGrid(charges!).all).toEqual(normed([HEAD, ROW]));
  });

  it("leaves two lines of prose with short bars beside words and a rule between them as text", async () => {
    const p = new TablePage();
    const y = p.prose(0, 2);
    const end = p.prose(2, 4, y + 20);
    p.rule(72, y + 10 + (end - y - 10) / 2, 540, y + 10 + (end - y - 10) / 2, 0.4);
    for (const x of [200, 300, 380]) p.rule(x, y + 10, x, end, 0.4);
    expect((await readPaper(await p.render("Barred prose"))).tables ?? []).toEqual([]);
  });
});
