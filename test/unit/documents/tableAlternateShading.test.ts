import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A financial statement's table as spreadsheets export it: no caption, a rule over the value
// columns only, every other row shaded, each shaded row drawn cell by cell (the spacer columns
// between the figures are tiles a point wide, which read as short upright strokes), and a
// "Total" row ruled above and below its figures, its "$" signs printed on the first and the
// total row only. The reader used to cut the table after its first shaded row: the strokes
// stopped at the unshaded row as a grid's column rules stop at its end. The rows left below were
// taken for cells outside any table and lost from the text altogether.

const CELL = { font: "Helvetica" as const, size: 6.5 };
const HEAD = { font: "Helvetica-Bold" as const, size: 6.5 };
const TEXT = { font: "Helvetica" as const, size: 8, leading: 11 };
const LEFT = 80.5;
const SHADE = "#f1f2f2";
/** Each value column: where its "$" starts, where its figures end. */
const COLUMNS = [
  { dollar: 351, right: 405, x0: 350.2, x1: 406.8 },
  { dollar: 413, right: 467, x0: 412.1, x1: 468.7 },
  { dollar: 475, right: 529, x0: 474, x1: 530.6 },
];
const YEARS = ["Jan 26, 2025", "Jan 28, 2024", "Jan 29, 2023"];
const ROWS: [string, boolean, string, string, string][] = [
  ["Cost of revenue", true, "178", "141", "138"],
  ["Research and development", false, "3,423", "2,532", "1,892"],
  ["Sales, general and administrative", false, "1,136", "876", "680"],
  ["Total", true, "4,737", "3,549", "2,710"],
];
const PITCH = 8.46;

/** A shaded row drawn tile by tile: the stub, each value cell, and a point-wide spacer after each. */
function shadedRow(p: TablePage, top: number): void {
  p.fill(LEFT, top, COLUMNS[0]!.x0 - LEFT, PITCH, SHADE);
  for (const c of COLUMNS) {
    p.fill(c.x0, top, c.x1 - c.x0, PITCH, SHADE);
    p.fill(c.x1, top, 1.06, PITCH, SHADE);
    p.fill(c.x1 + 1.06, top, 4.2, PITCH, SHADE);
  }
  p.fill(LEFT, top, 0, 0, "black");
}

async function statementPage(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.paragraph("Stock-based compensation expense is associated with restricted stock units, performance stock units and the employee stock purchase plan. The statements of income include it, net of amounts capitalized into inventory, as follows:", LEFT, 90, 450, TEXT);
  // "Year Ended" over the middle column, above the rule over the three; each year ruled under.
  const top = y + 24;
  p.centred("Year Ended", COLUMNS[1]!.x0, COLUMNS[1]!.x1, top - 3, HEAD);
  p.rule(COLUMNS[0]!.x0, top, COLUMNS[2]!.x1, top, 0.5);
  COLUMNS.forEach((c, k) => {
    p.centred(YEARS[k]!, c.x0, c.x1, top + 7, HEAD);
    p.rule(c.x0, top + 9.3, c.x1, top + 9.3, 0.5);
  });
  p.centred("(In millions)", COLUMNS[1]!.x0, COLUMNS[1]!.x1, top + 18, { font: "Helvetica-Oblique", size: 6.5 });
  let row = top + 20.1;
  ROWS.forEach(([label, dollars, ...figures], k) => {
    if (k % 2 === 0) shadedRow(p, row);
    const baseline = row + 6.3;
    p.text(label, LEFT + 1, baseline, CELL);
    COLUMNS.forEach((c, n) => {
      if (dollars) p.text("$", c.dollar, baseline, CELL);
      p.right(figures[n]!, c.right, baseline, CELL);
    });
    // The total is ruled off above its figures and twice below them.
    if (label === "Total") for (const c of COLUMNS) {
      p.rule(c.x0, row, c.x1, row, 0.5);
      p.rule(c.x0, row + PITCH + 0.5, c.x1, row + PITCH + 0.5, 1);
    }
    row += PITCH;
  });
  y = p.paragraph("Stock-based compensation capitalized in inventories was not significant during fiscal years 2025, 2024, and 2023.", LEFT, row + 24, 450, TEXT);
  return p.render("Notes to the financial statements");
}

describe("a table shaded every other row, its shading drawn cell by cell", () => {
  it("keeps every row, the unshaded ones and the ruled total, in the table", async () => {
    const paper = await readPaper(await statementPage());
    const tables = paper.tables ?? [];
    expect(tables, "one table").toHaveLength(1);
    const rows = normedGrid(tables[0]!).rows.map((r) => r.filter(Boolean));
    expect(rows).toEqual(ROWS.map(([label, dollars, ...figures]) => [label, ...figures.flatMap((f) => (dollars ? ["$", f] : [f]))]));
  });

  it("loses none of the table's words from what is read", async () => {
    const paper = await readPaper(await statementPage());
    const read = [...(paper.tables ?? []).flatMap((t) => normedGrid(t).all.flat()), ...paper.passages.map((p) => p.text)].join(" ");
    for (const [label, , ...figures] of ROWS) for (const word of [label, ...figures]) expect(read, word).toContain(word);
  });
});
