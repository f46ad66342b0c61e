import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A corpus's statistics in a booktabs table (rules over and under the heading and at the foot, none
// down the columns): a two-level stub whose group names ("Train", "Test") are turned to read bottom
// to top, each centred down the rows it names, left of every row's own label. No rule boxes them,
// so main dropped them and read two columns; they are a column of their own, each group's name on
// its first row. Guard: the same table with no group names, beside a note turned to run up the
// page's margin past the table's top and foot, keeps two columns (a turned line longer than the
// table names none of its rows).

const CELL = { font: "Times-Roman" as const, size: 9 };
const GROUP = 150;
const LABEL = 170;
const VALUE = 280;
const RIGHT = 340;
const PITCH = 13;

const GROUPS = [
  { name: "Train", rows: [["Sentences", "9,634"], ["Tokens", "233,628"], ["Entity spans", "18,098"]] },
  { name: "Test", rows: [["Sentences", "336"], ["Tokens", "8,050"], ["Entity spans", "904"], ["Mean span length", "3.67"]] },
];

/** `marginNote`: no group names, a long turned note beside the table instead. */
async function statsTable(marginNote: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = p.caption("Table 2", "Statistics of the corpus in each split", y) + 10;
  p.rule(GROUP - 4, y, RIGHT, y, 0.8);
  p.text("Item", LABEL, y + 11, CELL);
  p.text("Count", VALUE, y + 11, CELL);
  y += PITCH + 2;
  p.rule(GROUP - 4, y, RIGHT, y, 0.5);
  let at = y + 11;
  for (const g of GROUPS) {
    const first = at;
    for (const [label, value] of g.rows) {
      p.text(label!, LABEL, at, CELL);
      p.text(value!, VALUE, at, CELL);
      at += PITCH;
    }
    // Centred down its rows: its middle half-way between the first row's top and the last row's foot.
    const middle = (first - 0.7 * CELL.size + (at - PITCH)) / 2;
    if (!marginNote) p.turned(g.name, GROUP + 0.75 * CELL.size, middle + widthOf(g.name, CELL) / 2, CELL);
    at += 3;
  }
  y = at - 8;
  p.rule(GROUP - 4, y, RIGHT, y, 0.8);
  if (marginNote) p.turned("Preprint: this version has not been peer reviewed; cite the published version", GROUP + 0.75 * CELL.size, y + 60, CELL);
  p.prose(3, 6, y + 30);
  return p.render("Turned group labels");
}

const bodyOf = async (marginNote: boolean) => {
  const grid = tableGrid(await readOnlyTable(await statsTable(marginNote)));
  return grid.rows.map((r) => r.map(norm));
};

describe("group labels turned down their rows, left of the rows' own labels", () => {
  it("are read in a stub column of their own, each on its group's first row", async () => {
    const want = GROUPS.flatMap((g) => g.rows.map(([label, value], i) => [i === 0 ? g.name : "", label!, value!].map(norm)));
    expect(await bodyOf(false)).toEqual(want);
  });

  it("leave the stub one column when the only turned text runs past the table's top and foot", async () => {
    const body = await bodyOf(true);
    expect(body.map((r) => r.length)).toEqual(body.map(() => 2));
    expect(body.map((r) => r[0])).toContain(norm("Mean span length"));
  });
});
