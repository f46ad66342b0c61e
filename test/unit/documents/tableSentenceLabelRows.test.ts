import { describe, expect, it } from "vitest";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A survey's table with no caption: each row a statement as long as a sentence, with the share of
// each group agreeing beside it, a rule between rows. Each label holds more words than a cell was
// taken to hold, so its rows read as prose, the page was never searched and the table never read.
// Two or more pieces of figures set apart beside a long label now make the line a row.

const CELL = { font: "Helvetica" as const, size: 8 };
const BOLD = { font: "Helvetica-Bold" as const, size: 8 };
const ROWS: [string, string, string][] = [
  ["Gives us a more complete picture of our results than a single reporting system", "69%", "65%"],
  ["Results in staff confusion about the targets we are asked to reach each year", "46%", "37%"],
  ["Reduces the support of parents and the wider community for the public schools", "23%", "24%"],
  ["Allows the staff to focus on the goals that are the most important ones to us", "56%", "52%"],
  ["Helps us make better decisions about how to improve what our students achieve", "71%", "60%"],
];

async function survey(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4, 90);
  y += 28;
  p.box(72, y - 12, 460, 24 + 22 * ROWS.length);
  p.text("Statement", 76, y, BOLD);
  p.text("Districts", 440, y, BOLD);
  p.text("Schools", 490, y, BOLD);
  for (const [label, districts, schools] of ROWS) {
    p.rule(72, y + 6, 532, y + 6);
    y += 22;
    p.text(label, 76, y, CELL);
    p.text(districts, 448, y, CELL);
    p.text(schools, 496, y, CELL);
  }
  p.prose(4, 8, y + 40);
  return p.render("Survey");
}

describe("a table with no caption whose row labels are as long as sentences", () => {
  it("is found and its rows read with their figures", async () => {
    const table = await readOnlyTable(await survey());
    const rows = [...table.header, ...table.rows].map((r) => r.cells.map((c) => c.text).join(" | "));
    expect(rows.some((r) => /Results in staff confusion/.test(r) && /46%/.test(r) && /37%/.test(r))).toBe(true);
  });
});
