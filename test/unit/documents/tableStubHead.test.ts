import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readPaper, row, TablePage } from "../../support/tables/tablePage.ts";

// A report's table with no caption, ruled under every row and boxed by column rules, whose header
// row leaves its stub cell open: the rule over the header runs over the year columns only. The
// years are the table's header row, not text lost above it. A captioned table further down the
// page has the page's rules read, as a report's page of tables does.

const CELL = { font: "Times-Roman" as const, size: 11 };
const X = [72, 270, 360, 450, 530];
const YEARS = ["2000", "2002", "2004"];
const ROWS = [
  ["General upper secondary", "15 455", "13 951", "12 068"],
  ["Competence-based qualifications", "35 190", "44 307", "60 152"],
  ["Polytechnics", "20 527", "20 922", "22 083"],
  ["Universities", "18 010", "19 400", "20 700"],
];

async function stubHeadTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  const rowH = 16;
  // The header's top rule starts at the first year column; the rules under it run the full width.
  p.rule(X[1]!, y, X[4]!, y);
  YEARS.forEach((year, k) => p.text(year, X[k + 1]! + 20, y + 12, CELL));
  const top = y;
  y += rowH;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, k === 0 ? X[0]! + 4 : X[k]! + 20, y + 12, CELL));
    y += rowH;
    p.rule(X[0]!, y, X[4]!, y);
  }
  for (const x of X.slice(1)) p.rule(x, top, x, y);
  p.rule(X[0]!, top + rowH, X[0]!, y);
  y = p.prose(3, 5, y + 30);
  y = p.caption("Table 10", "Teachers by kind of school", y + 20);
  drawTable(p.sheet, p.page, { columns: [150, 90, 90], header: [row("School", "Teachers", "Trainers")], rows: [row("Upper secondary", "310", "42"), row("Vocational", "220", "95"), row("Polytechnic", "180", "30")], style: "booktabs" }, 72, y);
  return p.render("Qualifications");
}

describe("a ruled table whose header row leaves its stub cell open", () => {
  it("keeps the header row ruled over the columns after the first", async () => {
    const paper = await readPaper(await stubHeadTable());
    const tables = paper.tables ?? [];
    const unlabelled = tables.filter((t) => t.label === null);
    expect(unlabelled).toHaveLength(1);
    expect(unlabelled[0]!.ruling).not.toBe("none");
    const { all } = normedGrid(unlabelled[0]!);
    expect(all[0]).toEqual(["", ...YEARS]);
    expect(all.slice(1)).toEqual(normed(ROWS));
    expect(norm(paper.passages.map((p) => p.text).join(" "))).not.toContain("2000 2002 2004");
  });
});
