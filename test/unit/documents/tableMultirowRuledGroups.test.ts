import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A grid ruled round each group of rows, the group's label (an algorithm's number) set once in the
// stub and centred down its group by \multirow, which sets it a little above the middle: between
// a five-row group's second and third rows, nearer the third. The rules say where each group
// ends; read by its height alone the label heads the rows from the third on.

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [150, 200, 260, 330, 400, 460];
const HEADER = ["Algorithm", "Tuning set", "Features", "Size", "BLEU"];
const FEATURES = ["default", "+id", "+ng", "+shape", "+all"];
const GROUPS = [
  { label: "1", set: "dev", rows: 5 },
  { label: "2", set: "train", rows: 5 },
  { label: "3", set: "train", rows: 3 },
];
const PITCH = 15;

function figures(g: number, i: number): string[] {
  return [`${12 + 10 * g + i}k`, `${25 + g}.${10 + 7 * i}`];
}

async function groupedGrid(ownLabels: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = p.caption("Table 2", "Scores of each algorithm by tuning set and features", y) + 10;
  const top = y;
  const right = X.at(-1)!;
  p.rule(X[0]!, y, right, y);
  HEADER.forEach((h, k) => p.text(h, X[k]! + 4, y + 11, CELL));
  y += PITCH;
  p.rule(X[0]!, y, right, y);
  GROUPS.forEach((g, n) => {
    const groupTop = y;
    for (let i = 0; i < g.rows; i++) {
      if (ownLabels) p.text(`${g.label}.${i + 1}`, X[0]! + 4, y + 11, CELL);
      [g.set, FEATURES[i]!, ...figures(n, i)].forEach((t, k) => p.text(t, X[k + 1]! + 4, y + 11, CELL));
      y += PITCH;
    }
    // \multirow's label: the group's middle baseline less four tenths of a row.
    if (!ownLabels) p.text(g.label, X[0]! + 20, (groupTop + y) / 2 + 3.5 - 0.43 * PITCH, CELL);
    p.rule(X[0]!, y, right, y);
  });
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Ruled groups");
}

describe("a label centred down a group of rows ruled off from the next", () => {
  it("heads its group from the group's first row, the other rows' stub empty", async () => {
    const table = await readOnlyTable(await groupedGrid(false));
    const expected = GROUPS.flatMap((g, n) => Array.from({ length: g.rows }, (_, i) => [i === 0 ? g.label : "", g.set, FEATURES[i]!, ...figures(n, i)]));
    expect(tableGrid(table).rows.slice(-expected.length).map((r) => r.map(norm))).toEqual(expected.map((r) => r.map(norm)));
    const spans = table.rows.flatMap((r) => r.cells.filter((c) => (c.rowSpan ?? 1) > 1).map((c) => [c.text, c.rowSpan]));
    expect(spans).toEqual(GROUPS.map((g) => [g.label, g.rows]));
  });

  it("leaves a stub whose every row has its own label as it is", async () => {
    const table = await readOnlyTable(await groupedGrid(true));
    const expected = GROUPS.flatMap((g, n) => Array.from({ length: g.rows }, (_, i) => [`${g.label}.${i + 1}`, g.set, FEATURES[i]!, ...figures(n, i)]));
    expect(tableGrid(table).rows.slice(-expected.length).map((r) => r.map(norm))).toEqual(expected.map((r) => r.map(norm)));
  });
});
