import { describe, expect, it } from "vitest";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A table set in whitespace alone, with no caption and no rule: age groups and their proportions.
// The last label, "80 +", is set in two runs with a wide word space between them, so its row has
// three pieces, two of them close together. Those two are one cell's words: the row is the
// table's last row, not a line that ends the table.

const STYLE = { font: "Times-Roman" as const, size: 12 };
const BODY = { ...STYLE, leading: 14 };
const ROWS = [
  ["20-29", "0.2650"],
  ["30-39", "0.2046"],
  ["40-49", "0.1477"],
  ["50-59", "0.1514"],
  ["60-69", "0.1225"],
];

async function spacedLastLabel(): Promise<Uint8Array> {
  const p = new TablePage();
  // The prose set in the table's own type, not TablePage's BODY.
  const prose = (from: number, to: number, at: number) => p.paragraph(PROSE.slice(from, to).join(" "), 72, at, 468, BODY);
  let y = prose(0, 3, 90);
  y += 24;
  p.text("Age Group", 72, y, STYLE);
  p.text("Proportion", 180, y, STYLE);
  y += 26;
  for (const [age, share] of ROWS) {
    p.text(age!, 72, y, STYLE);
    p.text(share!, 194, y, STYLE);
    y += 13;
  }
  // "80" and "+" drawn apart, three quarters of an em between them.
  const after = p.text("80", 72, y, STYLE);
  p.text("+", after + 9, y, STYLE);
  p.text("0.0336", 194, y, STYLE);
  prose(3, 6, y + 40);
  return p.render("Proportions");
}

describe("a table of whitespace whose last label has a wide word space", () => {
  it("keeps the last row", async () => {
    const table = await readOnlyTable(await spacedLastLabel());
    const { rows } = normedGrid(table);
    expect(rows.slice(0, ROWS.length)).toEqual(ROWS);
    expect(rows.at(-1)).toEqual(["80 +", "0.0336"]);
  });
});
