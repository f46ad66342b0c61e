import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A heading's footnote mark ("Others" with a raised "(1)") set flush against the word: its run
// starts where the word's glyphs end, or a hair before (a setter's rounding, a kern). A mark that
// touches its word belongs to it, as one set a hair after it does.
const CELL = { font: "Helvetica" as const, size: 10 };
const MARK = { font: "Helvetica" as const, size: 6.5 };
const X = [72, 200, 300, 400];
const BODY = [
  ["Andhra Pradesh", "47,824", "9,967", "59,082"],
  ["Assam", "14,874", "2,554", "17,590"],
  ["Bihar", "21,016", "4,332", "30,677"],
  ["Delhi", "28,084", "411", "33,046"],
];

async function page(overlap: number): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Outlay by state", y + 24);
  p.rule(X[0]!, y, 470, y);
  ["State", "Revenue", "Capital"].forEach((h, k) => p.text(h, X[k]!, y + 14, CELL));
  // Raised half an em, so pdf.js gives it a line of its own.
  const end = p.text("Others", X[3]!, y + 14, CELL);
  p.text("(1)", end - overlap, y + 14 - 0.5 * CELL.size, MARK);
  y += 20;
  p.rule(X[0]!, y, 470, y);
  for (const r of BODY) {
    r.forEach((t, k) => p.text(t, X[k]!, y + 12, CELL));
    y += 15;
  }
  p.rule(X[0]!, y, 470, y);
  p.prose(3, 6, y + 30);
  return p.render("Outlay");
}

describe("a raised mark set flush against its heading", () => {
  it.each([
    ["a hair before the word ends", 0.01],
    ["a point into the word's last glyph", 0.5],
    ["a hair after it", -0.01],
  ])("is the heading's own mark when it starts %s", async (_, overlap) => {
    const grid = normedGrid(labelled((await readPaper(await page(overlap))).tables ?? [], "Table 1"));
    expect(grid.header).toEqual([["State", "Revenue", "Capital", "Others(1)"]]);
    expect(grid.rows).toEqual(BODY);
  });
});
