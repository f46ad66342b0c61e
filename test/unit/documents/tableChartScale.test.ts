import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// False tables on papers with no table truth (round 24): two charts drawn with straight strokes
// only (a frame, tick marks, dashed levels), side by side, their y-axes' numbers read as a table's
// columns: no curve to count as a figure's ink, and the page's text came out of order, so its
// "FIG." caption was not seen. The numbers stand beside an axis line, each at one of the ticks it
// carries at even steps on its other side: a chart's scale, where a table's cells stand inside
// its rules.

const TICK = { font: "Times-Roman", size: 8 } as const;
const CELL = { font: "Helvetica", size: 9 } as const;

/** A chart framed from x0 to x0 + 180, y 300 to 428: y ticks every 16 pt labelled 1.4 down to 0.6, dashed levels inside. */
function chart(p: TablePage, x0: number): void {
  const [top, bottom, x1] = [300, 428, x0 + 180];
  p.rule(x0, top, x1, top, 0.5);
  p.rule(x0, bottom, x1, bottom, 0.5);
  p.rule(x0, top, x0, bottom, 0.5);
  p.rule(x1, top, x1, bottom, 0.5);
  for (let k = 0; k <= 8; k++) {
    const y = bottom - 16 * k;
    p.rule(x0, y, x0 + 2, y, 0.5);
    p.rule(x1 - 2, y, x1, y, 0.5);
    p.right((0.6 + 0.1 * k).toFixed(1), x0 - 4, y + 3, TICK);
  }
  // Dashed levels: each a run of short strokes at a tick's height, a state's label at the frame's right.
  [[10, 1], [60, 2], [100, 3], [10, 4], [60, 5], [100, 6], [10, 7]].forEach(([dx, k]) => {
    const y = bottom - 16 * k! - 2;
    for (let d = 0; d < 40; d += 5) p.rule(x0 + dx! + d, y, x0 + dx! + d + 3, y, 0.5);
    p.text("1+", x0 + 150, y + 5, TICK);
  });
  ["l=0", "l=1", "l=2"].forEach((label, k) => p.text(label, x0 + 20 + 50 * k, bottom + 30, TICK));
}

/** A page of prose, then two charts side by side with no caption read beside them, then prose. */
async function chartsPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  chart(p, 100);
  chart(p, 345);
  p.prose(6, 10, 490);
  return p.render("Charts");
}

/** The same chart, with a small ruled table of figures set under it. */
async function chartAndTablePage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  chart(p, 110);
  const top = 480;
  p.rule(100, top, 300, top, 0.5);
  p.text("Level", 106, top + 11, CELL);
  p.right("Mass", 294, top + 11, CELL);
  p.rule(100, top + 15, 300, top + 15, 0.3);
  [["1.0", "5.28"], ["1.1", "5.37"], ["1.2", "5.71"], ["1.3", "5.83"]].forEach(([level, mass], i) => {
    p.text(level!, 106, top + 27 + 11 * i, CELL);
    p.right(mass!, 294, top + 27 + 11 * i, CELL);
  });
  p.rule(100, top + 32 + 33, 300, top + 32 + 33, 0.5);
  p.prose(6, 10, 580);
  return p.render("Chart and table");
}

describe("a chart's scale", () => {
  it("is no table", async () => {
    expect((await readPaper(await chartsPage())).tables ?? []).toEqual([]);
  });

  it("leaves a small ruled table of figures under a chart alone", async () => {
    const tables = (await readPaper(await chartAndTablePage())).tables ?? [];
    expect(tables.map((t) => normedGrid(t).all)).toEqual([[["Level", "Mass"], ["1.0", "5.28"], ["1.1", "5.37"], ["1.2", "5.71"], ["1.3", "5.83"]]]);
  });
});
