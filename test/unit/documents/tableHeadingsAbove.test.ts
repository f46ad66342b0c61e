import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table with no caption and no rule, found by its whitespace alone, whose headings are wider
// than the figures under them: they stand closer together than the cells do, one is wrapped over
// two lines, and the last runs past the rows' right edge. The headings are the table's, not text
// lost between the paragraphs.

const COLUMNS = [100, 200, 290, 380];
const HEADINGS = ["Country", "Cohesion Fund EURbn", "Convergence EURbn", "Total"];
const ROWS = [
  ["Bulgaria", "2.3", "3.2", "5.5"],
  ["Cyprus", "0.21", "0", "0.21"],
  ["Czech Republic", "8.8", "13.4", "22.2"],
  ["Estonia", "1.1", "1.9", "3.0"],
  ["Hungary", "8.6", "11.2", "19.8"],
  ["Latvia", "1.5", "2.4", "3.9"],
];

async function headedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 20;
  // Headings 8 points apart at most: too close for a row of cells by the gaps alone.
  const ends = HEADINGS.map((h, k) => p.text(h, COLUMNS[k]!, y, CELL_BOLD));
  expect(Math.min(...ends.slice(0, -1).map((end, k) => COLUMNS[k + 1]! - end))).toBeLessThan(1.5 * CELL.size);
  // "Total" wrapped: its unit on the line below, past where the figures under it end.
  p.text("EURbn", COLUMNS[3]!, y + 9, CELL_BOLD);
  y += 24;
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
    y += 13;
  }
  p.prose(3, 6, y + 20);
  return p.render("Funds per country");
}

const SYMPTOMS = [
  ["Headache", "239", "119", "128"],
  ["Stomach-ache", "78", "120", "284"],
  ["Back-ache", "139", "126", "219"],
  ["Neck pain", "146", "99", "241"],
  ["Dizziness", "40", "86", "360"],
];

/**
 * A spanner set larger than the cells over the columns after the first, and the stub's heading
 * centred between the header's lines on a baseline of its own; below the table, a caption whose
 * second line hangs under its text, over the gap between the first column and the second.
 */
async function spannedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  const columns = [100, 220, 300, 380];
  let y = p.prose(0, 3);
  y += 24;
  p.text("Exhibit 4.", 72, y, { font: "Times-Roman", size: 12 });
  p.text("Students reporting each symptom, by how often they", 140, y, { font: "Times-Roman", size: 12 });
  p.text("have it", 140, y + 14, { font: "Times-Roman", size: 12 });
  y += 40;
  p.text("How often in the last term", 250, y, { font: "Times-Bold", size: 10 });
  p.text("Symptom", columns[0]!, y + 7, CELL_BOLD);
  ["Weekly", "Monthly", "Rarely"].forEach((h, k) => p.text(h, columns[k + 1]!, y + 13, CELL_BOLD));
  y += 26;
  for (const row of SYMPTOMS) {
    row.forEach((cell, k) => p.text(cell, columns[k]!, y, CELL));
    y += 13;
  }
  p.prose(3, 6, y + 20);
  return p.render("Symptoms");
}

describe("headings over a table found by whitespace alone", () => {
  it("reads the heading lines above the rows as the table's header", async () => {
    const paper = await readPaper(await headedTable());
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toHaveLength(1);
    expect(grid.header[0]!).toEqual(["Country", "Cohesion Fund EURbn", "Convergence EURbn", "Total EURbn"].map(norm));
    expect(grid.rows).toEqual(normed(ROWS));
    // The headings are not left in the body's text either.
    const body = norm(paper.passages.map((p) => p.text).join(" "));
    expect(body).not.toContain(norm("Cohesion Fund EURbn"));
  });

  it("takes in a larger spanner and a stub heading set between header lines, not a caption's hanging line", async () => {
    const paper = await readPaper(await spannedTable());
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    // How the header's lines fall into levels is the header reader's; here, that none is lost.
    const header = norm(tableGrid(tables[0]!).header.flat().join(" "));
    for (const heading of ["Symptom", "How often in the last term", "Weekly", "Monthly", "Rarely"]) expect(header).toContain(norm(heading));
    expect(header).not.toContain(norm("have it"));
    expect(grid.rows).toEqual(normed(SYMPTOMS));
  });
});
