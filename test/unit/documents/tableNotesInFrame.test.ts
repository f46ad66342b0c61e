import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { CELL, drawTable } from "../../support/tables/tableSheet.ts";
import { normedGrid, readOnlyTable, readPaper, readTables, row, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// Statistics offices frame a table round its notes: the grid's last rule runs across the table,
// the numbered notes ("(1) ...") sit under it inside the outer frame, and the column rules stop
// at that rule. The notes were read as the table's last rows.

const HEAD = ["Item", "2012", "2013", "2014"];
const ROWS = [
  ["Private consumption (1)", "2.9", "3.0", "3.2"],
  ["Total consumption (2)", "4.8", "3.8", "3.1"],
  ["Exports of goods", "1.7", "0.1", "2.9"],
  ["Imports of goods", "1.8", "1.4", "2.3"],
];
const NOTES = ["(1) Private consumption plus personal services financed by the government.", "(2) Total private and public consumption expenditure."];
const COLUMNS = [160, 80, 80, 80];

async function framedNotesPage(lastRow?: string[]): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 3, 90);
  const x = 90;
  const top = 160;
  const rows = lastRow ? [...ROWS, lastRow] : ROWS;
  const drawn = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [row(...HEAD)], rows: rows.map((r) => row(...r)), style: "grid" }, x, top);
  // The notes under the grid's last rule, across its columns, inside one frame round it all.
  let y = drawn.bottom + 10;
  for (const note of NOTES) {
    p.text(note, x + 3, y, CELL);
    y += CELL.leading;
  }
  p.box(x, top, totalWidth(COLUMNS), y + 4 - top);
  p.paragraph("The figures above are revised each quarter as new returns come in from the regional offices.", 72, y + 30, 468);
  return p.render("Framed notes");
}

describe("numbered notes inside a table's frame, under its last rule", () => {
  it("are the table's footnotes, not its last rows", async () => {
    const table = await readOnlyTable(await framedNotesPage());
    const grid = normedGrid(table);
    expect(grid.rows).toEqual(ROWS.map((r) => r.map(norm)));
    expect(table.footnotes.map(norm)).toEqual(NOTES.map(norm));
  });

  it("leaves a numbered row of cells under the rule a row", async () => {
    // A last row opening with a number in brackets is still a row when it keeps to the columns.
    const last = ["(3) Other", "0.4", "0.6", "0.9"];
    const tables = await readTables(await framedNotesPage(last));
    const rows = normedGrid(tables[0]!).rows;
    expect(rows.slice(0, ROWS.length)).toEqual(ROWS.map((r) => r.map(norm)));
  });
});

// A chemistry journal's table: cells in 8 pt, its notes under it in the body's 9 pt, each opening
// with a small raised letter ("ᵃYields were determined ..."). Being larger than the cells, the
// notes were read as neither row nor footnote, and went to the body as a paragraph.

const NOTE_LINE = "Yields were determined by NMR using an internal standard.";

async function raisedMarkNotesPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 2, 90);
  const y = p.caption("Table 1.", "Optimization of the amination in rapeseed oil", 150);
  const drawn = drawTable(p.sheet, p.page, { columns: [60, 140, 120, 80], header: [row("entry", "catalyst", "ligand", "yield (%)")], rows: [row("1", "Pd2(dba)3", "XPhos", "100"), row("2", "Pd2(dba)3", "SPhos", "97"), row("3", "XPhos Pd G3", "XPhos", "99")], style: "booktabs" }, 72, y + 6);
  const noteY = drawn.bottom + 12;
  p.text("a", 72, noteY - 3, { font: "Times-Roman", size: 6 });
  const after = p.text(NOTE_LINE, 75.5, noteY, { font: "Times-Roman", size: 9 });
  p.text("b", after + 3, noteY - 3, { font: "Times-Roman", size: 6 });
  p.text("Isolated yield.", after + 6.5, noteY, { font: "Times-Roman", size: 9 });
  p.prose(3, 6, noteY + 30);
  return p.render("Raised note marks");
}

describe("notes under a table opening with a raised letter, in the body's type", () => {
  it("are the table's footnotes and leave the body", async () => {
    const paper = await readPaper(await raisedMarkNotesPage());
    const table = paper.tables?.[0];
    expect(table?.label).toBe("Table 1");
    expect(table!.footnotes).toHaveLength(1);
    expect(norm(table!.footnotes[0]!)).toContain(norm(NOTE_LINE));
    const body = norm(paper.passages.filter((x) => x.kind === "paragraph").map((x) => x.text).join(" "));
    expect(body).not.toContain(norm("Yields were determined"));
  });
});
