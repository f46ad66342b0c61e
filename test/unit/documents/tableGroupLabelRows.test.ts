import { describe, expect, it } from "vitest";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A report's table with no caption whose stub is grouped: each group's label on a line of its own,
// set out left of the indented row labels under it and reaching in under them ("Three-year-old
// cohort" over "Treatment group", "Control group"). The labels break every run of rows into runs of two, so a page judged by four
// rows in a run was never searched and the table never read. A label between rows now pauses the
// run instead of ending it.

const CELL = { font: "Times-Roman" as const, size: 9 };
const BOLD = { font: "Times-Bold" as const, size: 9 };
const COLUMNS = [230, 310, 390, 460];

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4, 90);
  y += 24;
  p.rule(72, y, 500, y, 1);
  y += 14;
  ["Sample group", "Year 1", "Year 2", "Total"].forEach((h, k) => p.text(h, k === 0 ? 110 : COLUMNS[k]!, y, BOLD));
  y += 5;
  p.rule(72, y, 500, y);
  const groups = [
    ["Three-year-old cohort", ["Treatment group", "85.1%", "14.9%", "100%"], ["Control group", "17.3%", "82.7%", "100%"]],
    ["Four-year-old cohort", ["Treatment group", "79.8%", "20.2%", "100%"], ["Control group", "13.9%", "86.1%", "100%"]],
  ] as const;
  for (const [label, ...rows] of groups) {
    y += 12;
    // Set out left of the row labels, but reaching in under them: not wholly beside the rows.
    p.text(label, 90, y, BOLD);
    for (const r of rows) {
      y += 12;
      p.right(r[0], 200, y, CELL);
      for (let k = 1; k < 4; k++) p.text(r[k]!, COLUMNS[k]!, y, CELL);
    }
  }
  y += 6;
  p.rule(72, y, 500, y, 1);
  p.prose(4, 8, y + 30);
  return p.render("Grouped stub");
}

describe("a table with no caption whose stub is grouped under labels set out left", () => {
  it("is found and its rows read", async () => {
    const table = await readOnlyTable(await report());
    const cells = [...table.header, ...table.rows].map((r) => r.cells.map((c) => c.text).join(" | "));
    expect(cells.join("\n")).toContain("85.1%");
    expect(cells.some((c) => /Control group/.test(c) && /86\.1%/.test(c))).toBe(true);
  });
});
