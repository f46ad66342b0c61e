import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readOnlyTable, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// Stacked spanners with no rules under them: "Error" centred over "Train" and "Test", each centred
// over its "MAE | RMSE | R2". "Error", short and centred where "Train" and "Test" meet, was taken to
// head the two columns beside that point: its cell stood in the fourth column, not the first
// column it covers (the truth's convention, as a short rule under it already gave).

const COLUMNS = [70, 45, 45, 45, 45, 45, 45];
const ROW = 11;
const HEADINGS = ["Method", "MAE", "RMSE", "R2", "MAE", "RMSE", "R2"];
const BODY = [
  ["Linear", "1.21", "1.80", "0.61", "1.35", "1.92", "0.58"],
  ["Forest", "0.88", "1.30", "0.79", "1.02", "1.49", "0.74"],
  ["Ours", "0.71", "1.05", "0.86", "0.84", "1.22", "0.82"],
];

async function stackedSpanners(underlined: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  const x = 72;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const centred = (text: string, first: number, last: number, baseline: number) => p.centred(text, edges[first]!, edges[last]! + COLUMNS[last]!, baseline, CELL);
  const underline = (first: number, last: number, baseline: number) => underlined && p.rule(edges[first]! + 3, baseline + 3, edges[last]! + COLUMNS[last]! - 3, baseline + 3, 0.4);
  const top = p.caption("Table 1:", "Error of the methods on the training and test sets.", p.prose(0, 3) + 20, x, width) + 8;
  p.rule(x, top, x + width, top, 0.8);
  const outer = top + ROW;
  centred("Error", 1, 6, outer);
  underline(1, 6, outer);
  const inner = outer + ROW;
  centred("Train", 1, 3, inner);
  centred("Test", 4, 6, inner);
  underline(1, 3, inner);
  underline(4, 6, inner);
  const headLine = inner + ROW;
  HEADINGS.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 2, headLine, CELL) : centred(text, c, c, headLine)));
  const mid = headLine + 4;
  p.rule(x, mid, x + width, mid, 0.4);
  BODY.forEach((cells, r) => cells.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 2, mid + (r + 1) * ROW, CELL) : centred(text, c, c, mid + (r + 1) * ROW))));
  const bottom = mid + BODY.length * ROW + 4;
  p.rule(x, bottom, x + width, bottom, 0.8);
  p.prose(3, 6, bottom + 30);
  return p.render("Stacked spanners");
}

describe("a spanner centred over a level of spanners", () => {
  for (const underlined of [false, true])
    it(`heads every column of the spanners under it (${underlined ? "short rules under each" : "no rules under them"})`, async () => {
      const grid = normedGrid(await readOnlyTable(await stackedSpanners(underlined)));
      expect(grid.rows).toEqual(BODY);
      expect(grid.header).toHaveLength(3);
      expect(grid.header[0]![1]).toBe("Error");
      expect(grid.header[1]![1]).toBe("Train");
      expect(grid.header[1]![4]).toBe("Test");
      expect(grid.header[2]!.slice(1)).toEqual(HEADINGS.slice(1));
    });
});
