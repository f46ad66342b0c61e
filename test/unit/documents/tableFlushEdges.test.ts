import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A review's table set at 7 pt with its columns flush left and only 3.3 pt (under half an em)
// between them, as 92-gasdermin's Table 1 is: the longest protease runs up to 3.3 pt from the
// disease column, so the two read as one chunk; and one row's disease and reference are one run
// of the PDF, the reference beginning at its column's edge. No whitespace stays open down the
// rows, so the table read as fewer columns. Every heading's left edge is the exact left edge of
// the lines under it: that edge parts them.

const CELL = { font: "Helvetica" as const, size: 7 };
const GAP = 3.3;
const ROWS = [
  ["GSDMA", "SpeB (GSDMA: Q246)", "Systemic sclerosis", "[21, 22, 38]"],
  ["GSDMB", "GzmA (K231)", "Asthma, Sepsis", "[20, 25]"],
  ["GSDMC", "Caspase-8", "Breast cancer", "[17, 74]"],
  ["GSDMD", "NE (GSDMD: C268; Gsdmd: V251)", "Kidney diseases", "[15, 16, 31]"],
  ["GSDME", "Caspase-3 (GSDME: D270)", "Autosomal dominant hearing loss", "[18, 19, 38]"],
  ["PJVK", "Unknown", "Recessive hearing", "[1, 48]"],
];
const HEADINGS = ["GSDMs", "Protease", "Disease models", "Reference"];
/** The columns' left edges: the second 3.3 pt past the longest protease, the last where the run puts its reference. */
const X1 = 120;
const X2 = X1 + Math.max(...ROWS.map((r) => widthOf(r[1]!, CELL))) + GAP;
const RUN = `${ROWS[4]![2]} ${ROWS[4]![3]}`;
const X3 = X2 + widthOf(`${ROWS[4]![2]} `, CELL);

async function review(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.captionAndHeadings("Table 1", "Gasdermins, their proteases and the diseases they are found in", y + 24, HEADINGS, [72, X1, X2, X3], CELL);
  for (const row of ROWS) {
    y += 10;
    p.text(row[0]!, 72, y, CELL);
    p.text(row[1]!, X1, y, CELL);
    if (row === ROWS[4]) p.text(RUN, X2, y, CELL);
    else {
      p.text(row[2]!, X2, y, CELL);
      p.text(row[3]!, X3, y, CELL);
    }
  }
  y += 5;
  p.rule(72, y, 440, y);
  p.prose(3, 6, y + 30);
  return p.render("Gasdermins");
}

describe("columns set flush left closer than half an em", () => {
  it("are parted at their headings' left edges, between runs and inside a run", async () => {
    // The page is as described: the gap is under the chunk gap, and the run crosses the last edge.
    expect(GAP).toBeLessThan(0.5 * CELL.size);
    expect(X2 + widthOf(RUN, CELL)).toBeGreaterThan(X3 + CELL.size);
    const grid = normedGrid(labelled(await readTables(await review()), "Table 1"));
    expect(grid.header).toEqual(normed([HEADINGS]));
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("leave a wider figure that starts left of its heading whole", async () => {
    const grid = normedGrid(labelled(await readTables(await constants()), "Table 4"));
    expect(grid.rows).toEqual(normed(CONSTANTS));
  });
});

// Figures set from their heading's left edge, one wider than the rest starting a little left of
// it (08-ace's "10 395 +593" under "33RE Ki (nM)"): it crosses the edge, but it is no flush-left
// cell running into the next column, and stays whole.
const CONSTANTS = [
  ["N-domain", "11.21 ±0.74", "927"],
  ["C-domain", "10 395 ±593", "1"],
  ["Y369F", "404.4 ±17.3", "26"],
  ["R381E", "86.97 ±6.29", "120"],
  ["YR/FE", "2794 ±156", "4"],
];

async function constants(): Promise<Uint8Array> {
  const p = new TablePage();
  const ki = 180;
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Inhibition constants of the constructs", y + 24);
  y += 6;
  p.rule(72, y, 340, y);
  y += 10;
  [72, ki, 280].forEach((x, k) => p.text(["Construct", "Ki (nM)", "Fold"][k]!, x, y, CELL));
  y += 4;
  p.rule(72, y, 340, y);
  for (const row of CONSTANTS) {
    y += 10;
    p.text(row[0]!, 72, y, CELL);
    p.text(row[1]!, row[1]!.startsWith("10 395") ? ki - 4.5 : ki, y, CELL);
    p.text(row[2]!, 280, y, CELL);
  }
  y += 5;
  p.rule(72, y, 340, y);
  p.prose(3, 6, y + 30);
  return p.render("Constants");
}
