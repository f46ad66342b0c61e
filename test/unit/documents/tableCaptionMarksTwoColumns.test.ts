import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A two-column page: a table in the left column under a long caption set in 8 pt, whose lines
// carry raised citation marks ("Brehm et al.[22] Energies ..."), beside the right column's 9 pt
// running text on other baselines. A right-column line sits 3.9 pt under a caption line, so both
// are grouped in one row by baseline; a mark on the next caption line lay nearer that row's
// baseline (the right column's) than its own line's, and was read with it. The caption line then
// fell apart at the mark's gap into pieces that looked like a row of cells, the caption ended
// there, and its table, ruled well under that end, was read with no label.

const CAPTION = { font: "Helvetica" as const, size: 8 };
const MARK = { font: "Helvetica" as const, size: 5.6 };
const BODY = { font: "Times-Roman" as const, size: 9 };
const CELL = { font: "Helvetica" as const, size: 7 };
const RIGHT = "was found to have negative energies by most authors. The values for the selenides are less consistent, but";
const ROWS = [
  ["BaHfS3", "-435", "0"],
  ["BaHfSe3", "-103", "91"],
  ["BaSnS3", "160", "355"],
  ["BaTiS3", "-184", "161"],
];

/** Pieces of one caption line at baseline y, each a word group or a raised mark after it. */
function markedLine(p: TablePage, pieces: string[], y: number): void {
  let x = 48;
  for (const piece of pieces) {
    const mark = /^\[\d+\]$/.test(piece);
    x = p.text(piece, mark || x === 48 ? x : x + 2.2, mark ? y - 2.8 : y, mark ? MARK : CAPTION);
  }
}

async function captionWithMarks(): Promise<Uint8Array> {
  const p = new TablePage();
  const top = 100;
  p.text("Table 3. Energies of selected perovskites with respect to binaries and", 48, top, CAPTION);
  p.text("to their ground states reported in different works. Values without", 48, top + 9, CAPTION);
  markedLine(p, ["Brehm et al.", "[22]", "Energies computed with PBEsol are taken"], top + 18);
  markedLine(p, ["from Filippone et al.", "[121]", "Most values from Huo et al.", "[120]", "were read"], top + 27);
  p.text("from the presented figures, as the authors give them.", 48, top + 36, CAPTION);
  // The right column's running text: baselines 1.9 and 3.9 pt under the caption's.
  for (let k = 0; k < 20; k++) p.text(RIGHT.slice(0, 56 + (k % 3)), 303, top - 0.1 + 11 * k, BODY);
  let y = top + 50;
  p.rule(48, y, 289, y);
  ["Compound", "Hf", "Hg"].forEach((h, k) => p.text(h, 50 + 80 * k, y + 9, CELL));
  y += 13;
  p.rule(48, y, 289, y);
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, 50 + 80 * k, y + 9, CELL));
    y += 11;
  }
  p.rule(48, y + 2, 289, y + 2);
  for (let k = 0; k < 8; k++) p.text(RIGHT.slice(0, 56), 48, y + 20 + 11 * k, BODY);
  return p.render("Marks");
}

describe("a caption whose lines carry raised marks, beside another column's lines", () => {
  it("keeps each line whole with its marks, and names the table under it", async () => {
    const table = labelled(await readTables(await captionWithMarks()), "Table 3");
    expect(table.caption).toContain("Brehm et al.[22] Energies computed with PBEsol are taken from Filippone et al.[121] Most values from Huo et al.[120] were read from the presented figures");
    expect(normedGrid(table).rows).toEqual(normed(ROWS));
  });
});
