import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD, NOTE } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table ruled in three (top, under the header, bottom) whose body is split into groups, each
// named by a label alone on its row that opens like a note ("(a) COCO"): the first right under
// the header's rule. The labels are rows of the table, not notes that end it after its header.

const COLUMNS = [110, 220, 330, 410];
const HEADER = ["Model", "Fine-tune data", "R@5", "R-Neg@5"];
const BODY = [["(a) COCO"], ["CLIP", "none", "54.1", "12.0"], ["NegCLIP", "COCO", "68.7", "31.5"], ["(b) MSR-VTT"], ["CLIP", "none", "41.0", "9.8"], ["NegCLIP", "COCO", "52.3", "22.6"]];
const NOTE_TEXT = "(a) Recall counted over the first five answers.";

async function groupedTable(captioned: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4) + 20;
  if (captioned) y = p.caption("Table 1.", "Retrieval with and without hard negatives, on two test sets.", y) + 8;
  p.rule(100, y, 480, y);
  y += 11;
  HEADER.forEach((h, k) => p.text(h, COLUMNS[k]!, y, CELL_BOLD));
  p.rule(100, y + 4, 480, y + 4);
  y += 15;
  for (const row of BODY) {
    if (row.length === 1) p.text(row[0]!, COLUMNS[0]!, y, CELL_BOLD);
    else row.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
    y += 11;
  }
  p.rule(100, y - 7, 480, y - 7);
  p.text(NOTE_TEXT, 100, y + 4, NOTE);
  p.prose(4, 8, y + 30);
  return p.render("Grouped rows");
}

describe("a group's label alone on its row under a table's header rule", () => {
  for (const captioned of [true, false]) {
    it(`keeps the header and every group's rows in the table${captioned ? " its caption names" : " found by its rules"}`, async () => {
      const paper = await readPaper(await groupedTable(captioned));
      const tables = paper.tables ?? [];
      expect(tables).toHaveLength(1);
      const grid = normedGrid(tables[0]!);
      expect(grid.header).toEqual(normed([HEADER]));
      expect(grid.rows).toEqual(normed(BODY.map((r) => (r.length === 1 ? [r[0]!, "", "", ""] : r))));
      // The note under the last rule stays the table's note, not a row of it.
      expect(tables[0]!.footnotes.join(" ")).toContain("Recall counted over the first five answers");
    }, 60_000);
  }
});
