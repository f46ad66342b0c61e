import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { CELL, CELL_BOLD, NOTE } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table under a short caption, ruled only under a header of two lines whose top line stands
// over the data columns alone (its stub empty): "ESC-50 | UrbanSounds8K" over "Augmentation |
// Accuracy (%)", or a spanner "Geodetic" over "Site | Method | Cost | Noise". The caption, far
// narrower than the table, looked for the header's lines under itself only; the top line, right
// of it, was not seen, the caption named nothing, and that line's words were read nowhere.

const COLUMNS = [110, 250, 370];
const ROWS = [["None", "71.2", "68.0"], ["Mixup", "74.5", "70.1"], ["SpecAugment", "75.9", "71.3"], ["Both", "77.0", "72.4"]];
const ABOVE = [["Mass", "0.12", "0.034"], ["Radius", "0.41", "0.27"], ["Colour", "0.003", "0.001"]];

/** The header's lines, top first: each a list of [text, x0, x1] (centred between them) or [text, x]. */
type Head = [string, number, number?][][];
const DATASETS: Head = [[["ESC-50", 250], ["UrbanSounds8K", 370]], [["Augmentation", 110], ["Accuracy (%)", 250, 420]]];
const SPANNER: Head = [[["Geodetic", 250, 430]], [["Site", 110], ["Method", 250], ["Cost", 370]]];

async function shortCaptionedTable(head: Head, tableAbove: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 20;
  if (tableAbove) {
    // Another table set just above in the same column, with its note: the caption is not its.
    y = p.caption("Table 1.", "Tests of difference.", y) + 8;
    p.rule(100, y, 470, y);
    ["Property", "KS test", "U test"].forEach((h, k) => p.text(h, COLUMNS[k]!, y + 11, CELL_BOLD));
    p.rule(100, y + 15, 470, y + 15);
    y += 26;
    for (const row of ABOVE) {
      row.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
      y += 11;
    }
    p.rule(100, y - 7, 470, y - 7);
    p.text("Values under 0.05 differ.", 100, y + 4, NOTE);
    y += 26;
  }
  y = p.caption("Table 2.", "Accuracy by augmentation.", y) + 19;
  for (const line of head) {
    for (const [text, x0, x1] of line) (x1 ? p.centred(text, x0, x1, y, CELL_BOLD) : p.text(text, x0, y, CELL_BOLD));
    y += 11;
  }
  p.rule(100, y - 7, 470, y - 7);
  y += 4;
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
    y += 11;
  }
  p.rule(100, y - 7, 470, y - 7);
  p.prose(3, 7, y + 20);
  return p.render("Header over the data columns under a short caption");
}

describe("a header line over a table's data columns alone, under a caption shorter than the table", () => {
  for (const [name, head] of [["datasets over a spanner", DATASETS], ["a spanner over the columns' names", SPANNER]] as const) {
    for (const tableAbove of [false, true]) {
      it(`keeps ${name} in the table the caption names${tableAbove ? ", under another table" : ""}`, async () => {
        const paper = await readPaper(await shortCaptionedTable(head, tableAbove));
        expect(paper.tables ?? []).toHaveLength(tableAbove ? 2 : 1);
        const table = labelled(paper.tables ?? [], "Table 2");
        // How the header's lines fall into levels is the header reader's; here, that none is lost.
        const header = norm(tableGrid(table).header.flat().join(" "));
        for (const line of head) for (const [text] of line) expect(header).toContain(norm(text));
        expect(normedGrid(table).rows).toEqual(normed(ROWS));
        if (tableAbove) expect(labelled(paper.tables ?? [], "Table 1").footnotes.join(" ")).not.toContain("ESC");
      }, 60_000);
    }
  }
});
