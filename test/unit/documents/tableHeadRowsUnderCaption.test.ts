import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table under its caption with no rule over it: two or three header lines (a spanner over the
// columns it groups, the columns' names, the stub's name), a rule under them, the rows, a closing
// rule. The header's top lines have few pieces with wide gaps between them; the caption looked
// for a top rule within three of its lines, found none, and the table was read as unnamed from
// the header's rule, its top header lines left as text over it.

const COLUMNS = [110, 250, 370];
const ROWS = [["None", "71.2", "68.0"], ["Mixup", "74.5", "70.1"], ["SpecAugment", "75.9", "71.3"], ["Both", "77.0", "72.4"]];

/** The header's lines, top first: each a list of [text, x]. */
type Head = [string, number][][];
const TWO_LINES: Head = [[["Accuracy (%)", 300]], [["Augmentation", 110], ["ESC-50", 250], ["UrbanSounds8K", 370]]];
const THREE_LINES: Head = [[["Sound classification", 280]], [["Accuracy (%)", 300]], [["Augmentation", 110], ["ESC-50", 250], ["UrbanSounds8K", 370]]];

async function captionedTable(head: Head): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4) + 20;
  y = p.caption("Table 2.", "Accuracy of each augmentation on two sound sets, averaged over five folds.", y) + 19;
  for (const line of head) {
    for (const [text, x] of line) p.text(text, x, y, CELL_BOLD);
    y += 11;
  }
  p.rule(100, y - 7, 470, y - 7);
  y += 4;
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
    y += 11;
  }
  p.rule(100, y - 7, 470, y - 7);
  p.prose(4, 8, y + 20);
  return p.render("Header lines under a caption");
}

describe("a table's header lines between its caption and the only rule over its rows", () => {
  for (const [name, head] of [["two", TWO_LINES], ["three", THREE_LINES]] as const) {
    it(`keeps ${name} header lines in the table its caption names`, async () => {
      const paper = await readPaper(await captionedTable(head));
      const tables = paper.tables ?? [];
      expect(tables).toHaveLength(1);
      expect(tables[0]!.caption).toContain("Accuracy of each augmentation");
      // How the header's lines fall into levels is the header reader's; here, that none is lost.
      const header = norm(tableGrid(tables[0]!).header.flat().join(" "));
      for (const line of head) for (const [text] of line) expect(header).toContain(norm(text));
      expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
      // Nor left as text in the caption or the body.
      expect(norm(tables[0]!.caption ?? "")).not.toContain(norm("Accuracy (%)"));
      expect(norm(paper.passages.map((p) => p.text).join(" "))).not.toContain(norm("UrbanSounds8K"));
    }, 60_000);
  }
});
