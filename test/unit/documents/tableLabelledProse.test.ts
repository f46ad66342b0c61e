import { describe, expect, it } from "vitest";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readPaper, specCells, TablePage } from "../../support/tables/tablePage.ts";
import { DETECTION } from "../../support/tables/twoColumnTablePage.ts";

// Uncaptioned tables of examples (pdf-parse-bench's tuning half, round 24): a short label in the
// first column beside a wordy cell in the second, each row ruled off from the next. The walk along
// the rules stopped at the first wrapped cell, read as a paragraph, and a region of wordy rows was
// refused as running text, though every wordy line starts at the second column's edge beside a label.

const X0 = 72;
const X1 = 540;
const CELL_X = 180;

const EXAMPLES: readonly (readonly [string, string])[] = [
  ["Arithmetic", "A farmer has seventeen sheep and buys nine more at the market on a cold Tuesday morning. How many sheep does the farmer have now in the field?"],
  ["Biology", "Which of the following structures is derived from the neural crest of the growing embryo in the early weeks?"],
  ["Geography", "A river rises in the northern hills, runs south through three valleys and two towns, and reaches the sea after a long and winding course. Through how many valleys does it run before it reaches the sea?"],
];

/**
 * A page of prose, the table (or its look-alike) drawn by `draw` from the baseline it is given,
 * prose under it, and a booktabs table of figures (DETECTION) at the foot: as on the pages these
 * tables were missed on, rows of figures make the page one searched for uncaptioned tables.
 */
async function page(draw: (p: TablePage, y: number) => number): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.prose(0, 3, 90);
  const bottom = draw(p, y + 20);
  const after = p.prose(3, 6, bottom + 24);
  drawTable(p.sheet, p.page, DETECTION, 206, after + 24);
  return p.render("Examples");
}

const tablesOf = async (pdf: Uint8Array) => ((await readPaper(pdf)).tables ?? []).map((t) => normedGrid(t).all);

/** Rows of a label beside a wordy cell, a rule over each and one under the last; returns the last rule's y. */
function examples(p: TablePage, y: number, rows: readonly (readonly [string, string])[], labelX = X0 + 4): number {
  p.rule(X0, y, X1, y);
  p.text("Dataset", labelX, y + 12, BODY);
  p.text("Example", CELL_X, y + 12, BODY);
  y += 17;
  for (const [label, text] of rows) {
    p.rule(X0, y, X1, y);
    p.text(label, labelX, y + 12, BODY);
    const after = p.paragraph(text, CELL_X, y + 12, X1 - CELL_X - 4);
    y = after - 12.5 + 5;
  }
  p.rule(X0, y, X1, y);
  return y;
}

describe("rows of a short label beside a wordy cell", () => {
  it("reads examples ruled row by row, each beside its dataset's name, as a table", async () => {
    const paper = await readPaper(await page((p, y) => examples(p, y, EXAMPLES)));
    expect(paper.tables?.length).toBe(2);
    expect(normedGrid(paper.tables![1]!).all).toEqual(specCells(DETECTION));
    const grid = normedGrid(paper.tables![0]!).all;
    expect(grid.map((r) => r[0])).toEqual(normed([["Dataset"], ...EXAMPLES.map(([label]) => [label])]).map((r) => r[0]));
    expect(grid.map((r) => r.length)).toEqual([2, 2, 2, 2]);
    expect(grid[3]![1]).toContain("Through how many valleys");
    // The examples are the table's, not the body's.
    expect(paper.passages.map((x) => x.text).join(" ")).not.toContain("seventeen sheep");
  });

  it("leaves an abstract beside its article's history, ruled above and below, as text", async () => {
    // Six short lines at the left: a boxed front matter, not a row's label.
    const pdf = await page((p, y) => {
      p.rule(X0, y, X1, y);
      ["Article history:", "Received 2 May", "Accepted 9 June", "Keywords:", "Tables", "Parsing"].forEach((line, k) => p.text(line, X0 + 4, y + 12 + 12.5 * k, BODY));
      const after = p.paragraph(EXAMPLES.map(([, text]) => text).join(" "), CELL_X, y + 12, X1 - CELL_X - 4);
      const bottom = Math.max(after, y + 12 + 12.5 * 6) - 7;
      p.rule(X0, bottom, X1, bottom);
      return bottom;
    });
    const paper = await readPaper(pdf);
    expect((paper.tables ?? []).map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION)]);
    expect(paper.passages.map((x) => x.text).join(" ")).toContain("seventeen sheep");
  });

  it("leaves paragraphs ruled off one from the next, with no label beside them, as text", async () => {
    const pdf = await page((p, y) => {
      let at = y;
      for (const [, text] of EXAMPLES) {
        p.rule(X0, at, X1, at);
        at = p.paragraph(text, X0, at + 12, X1 - X0) - 12.5 + 5;
      }
      p.rule(X0, at, X1, at);
      return at;
    });
    expect(await tablesOf(pdf)).toEqual([specCells(DETECTION)]);
  });
});
