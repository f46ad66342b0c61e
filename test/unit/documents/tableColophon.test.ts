import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// False tables on papers with no table truth (round 24): a journal's colophon at the foot of a
// paper's last page, between two rules (the journal's name, publisher, volume and date flush left;
// its addresses and the dates submitted and accepted flush right), was read as a table of three
// columns. Its lines are set flush to the rules' ends, as a page's text is; a table's cells stand
// in from its rules by their padding, and it keeps its place when set so.

const NAME = { font: "Times-Italic", size: 12 } as const;
const TEXT = { font: "Times-Roman", size: 10 } as const;
const LINES: readonly (readonly [string, string])[] = [
  ["Journal of Field Methods", "https://www.example.org/"],
  ["published by the Society of Field Workers", "https://www.society.example/"],
  ["Volume 18, Issue 3", "Submitted: 2006-10-01"],
  ["January 2007", "Accepted: 2007-01-10"],
];

/** A page of prose, then lines between two rules from x0 to x1, each a piece `inset` in from either end. */
async function ruledFoot(inset: number): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  const [x0, x1, top] = [72, 540, 660];
  p.rule(x0, top, x1, top, 0.4);
  const ys = [674, 687, 705, 718];
  LINES.forEach(([left, right], i) => {
    p.text(left, x0 + inset, ys[i]!, i === 0 ? NAME : TEXT);
    p.right(right, x1 - inset, ys[i]!, TEXT);
  });
  p.rule(x0, 724, x1, 724, 0.4);
  return p.render("Colophon");
}

describe("a colophon between two rules", () => {
  it("is no table", async () => {
    expect((await readPaper(await ruledFoot(0))).tables ?? []).toEqual([]);
  });

  it("leaves the same lines set in from the rules as cells are, a table", async () => {
    const tables = (await readPaper(await ruledFoot(6))).tables ?? [];
    // Read as on main: the first two lines, unruled apart, make one header row.
    expect(tables.map((t) => normedGrid(t).all.map((r) => r.join(" ").trim()))).toEqual([
      ["Journal of Field Methods published by the Society of Field Workers https://www.example.org/ https://www.society.example/", "Volume 18, Issue 3 Submitted: 2006-10-01", "January 2007 Accepted: 2007-01-10"],
    ]);
  });
});
