import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readOnlyTable, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A booktabs table whose top line is a line of spanners ("CIFAR-100" and "ImageNet" each over its
// two columns, or one label over all the data columns) ruled off by a rule across the whole table,
// then the column headings, a rule, and the rows. The header ended at the first rule: the column
// headings ("Model | Top-1 | Top-5 ...") were read as the table's first body row.

const COLUMNS = [80, 50, 50, 50, 50];
const ROW = 11;
const HEADINGS = ["Model", "Top-1", "Top-5", "Top-1", "Top-5"];
const BODY = [
  ["ResNet-50", "71.2", "80.3", "65.1", "77.9"],
  ["ViT-B/16", "74.8", "83.0", "68.4", "80.2"],
  ["Ours", "77.5", "85.6", "70.9", "82.7"],
];
const SPANNERS = {
  datasets: [
    ["CIFAR-100", 1, 2],
    ["ImageNet", 3, 4],
  ],
  across: [["Supervised vs Self-supervised", 1, 4]],
} as const;

async function spannerLineRuledOff(spanners: readonly (readonly [string, number, number])[], caption: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  const x = 72;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const centred = (text: string, first: number, last: number, baseline: number) => p.centred(text, edges[first]!, edges[last]! + COLUMNS[last]!, baseline, CELL);
  if (caption) y = p.caption("Table 1:", "Accuracy of the models on both datasets.", y + 20, x, width) - 6;
  const top = y + 14;
  p.rule(x, top, x + width, top, 0.8);
  const spannerLine = top + ROW;
  for (const [text, first, last] of spanners) centred(text, first, last, spannerLine);
  p.rule(x, spannerLine + 3, x + width, spannerLine + 3, 0.4);
  const headLine = spannerLine + ROW;
  HEADINGS.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 2, headLine, CELL) : centred(text, c, c, headLine)));
  const mid = headLine + 4;
  p.rule(x, mid, x + width, mid, 0.4);
  BODY.forEach((cells, r) => cells.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 2, mid + (r + 1) * ROW, CELL) : centred(text, c, c, mid + (r + 1) * ROW))));
  const bottom = mid + BODY.length * ROW + 4;
  p.rule(x, bottom, x + width, bottom, 0.8);
  p.prose(3, 6, bottom + 30);
  return p.render("Spanner line ruled off");
}

describe("a line of spanners ruled off across the table over its column headings", () => {
  for (const [name, spanners] of Object.entries(SPANNERS))
    for (const caption of [true, false])
      it(`keeps the headings in the header, the spanners over their first columns (${name}, ${caption ? "captioned" : "no caption"})`, async () => {
        const grid = normedGrid(await readOnlyTable(await spannerLineRuledOff(spanners, caption)));
        expect(grid.rows).toEqual(BODY);
        expect(grid.header).toHaveLength(2);
        expect(grid.header.flat()).toEqual(expect.arrayContaining(HEADINGS));
        // Each spanner sits in the first column it covers, not the stub's.
        for (const [text, first] of spanners) expect(grid.header[0]![first]).toBe(text);
      });
});
