import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { readTables, TablePage } from "../../support/tables/tablePage.ts";
import type { TableCell } from "../../../src-main/contract/tables.ts";

// A grid whose header has three ruled rows: "Product" boxed over all three; "Harvest" and "Change"
// over their groups; under "Harvest" a box "2011" with its note "(a)" centred a row lower, no rule
// between them, beside "2012" ruled off over "May (b)" and "June (c)", each set on two lines; under
// "Change" "Share" and "Amount", each ruled off over its note, centred in the row the two-line
// headings make taller. The notes' baselines are not those of "May" and "June": the rules, not
// the text lines, say which row each heading is on.
const X = [40, 160, 220, 280, 340, 400, 460];
const BODY = [
  ["Cotton", "1.393,4", "886,7", "894,9", "(35,8)", "(498,5)"],
  ["Rice", "2.426,7", "2.389,7", "2.396,0", "(1,3)", "(30,7)"],
  ["Beans", "3.262,1", "2.952,7", "3.026,9", "(7,2)", "(235,2)"],
  ["Castor bean", "128,2", "87,5", "87,4", "(31,8)", "(40,8)"],
];

async function ruledHeader(): Promise<Uint8Array> {
  const p = new TablePage();
  const a = p.prose(0, 3) + 30;
  const b = a + 17;
  const c = b + 18;
  const body = c + 24;
  const bottom = body + 17 * BODY.length;
  // Rules across: the header's top and foot, and each body row's foot, over the whole table.
  for (const y of [a, body, ...BODY.map((_, i) => body + 17 * (i + 1))]) p.rule(X[0]!, y, X[6]!, y);
  // Under "Harvest" and "Change", and under "2012", "Share" and "Amount": not under "2011".
  p.rule(X[1]!, b, X[6]!, b);
  p.rule(X[2]!, c, X[6]!, c);
  p.rule(X[0]!, a, X[0]!, bottom);
  p.rule(X[6]!, a, X[6]!, bottom);
  p.rule(X[1]!, a, X[1]!, bottom);
  p.rule(X[4]!, a, X[4]!, b);
  for (const x of [X[2], X[5]]) p.rule(x!, b, x!, bottom);
  p.rule(X[4]!, b, X[4]!, bottom);
  p.rule(X[3]!, c, X[3]!, bottom);
  p.centred("Product", X[0]!, X[1]!, b + 5, CELL_BOLD);
  p.centred("Harvest", X[1]!, X[4]!, a + 12, CELL_BOLD);
  p.centred("Change", X[4]!, X[6]!, a + 12, CELL_BOLD);
  p.centred("2011", X[1]!, X[2]!, b + 12, CELL_BOLD);
  p.centred("(a)", X[1]!, X[2]!, c + 15, CELL_BOLD);
  p.centred("2012", X[2]!, X[4]!, b + 12, CELL_BOLD);
  p.centred("Share", X[4]!, X[5]!, b + 12, CELL_BOLD);
  p.centred("Amount", X[5]!, X[6]!, b + 12, CELL_BOLD);
  p.centred("May", X[2]!, X[3]!, c + 10, CELL_BOLD);
  p.centred("(b)", X[2]!, X[3]!, c + 20, CELL_BOLD);
  p.centred("June", X[3]!, X[4]!, c + 10, CELL_BOLD);
  p.centred("(c)", X[3]!, X[4]!, c + 20, CELL_BOLD);
  p.centred("(c/a)", X[4]!, X[5]!, c + 15, CELL_BOLD);
  p.centred("(c-a)", X[5]!, X[6]!, c + 15, CELL_BOLD);
  BODY.forEach((r, i) => r.forEach((text, k) => p.text(text, X[k]! + 3, body + 17 * i + 12, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Crops");
}

/** Each header row's headings, with the columns and rows each covers (places covered from above skipped). */
function spans(rows: readonly { cells: readonly TableCell[] }[]): string[][] {
  const covered = new Map<string, true>();
  return rows.map((row, r) => {
    let k = 0;
    return row.cells.flatMap((c) => {
      while (covered.has(`${r}:${k}`)) k++;
      const at = k;
      for (let l = 1; l < c.rowSpan; l++) for (let j = at; j < at + c.colSpan; j++) covered.set(`${r + l}:${j}`, true);
      k += c.colSpan;
      return c.text ? [`${c.text.replace(/\s+/g, " ")} ${at}-${at + c.colSpan - 1}${c.rowSpan > 1 ? ` x${c.rowSpan}` : ""}`] : [];
    });
  });
}

describe("a grid's header read by its ruled rows", () => {
  it("has one row per ruled row, a box two rows tall one cell, and the body starts under the header", async () => {
    const tables = await readTables(await ruledHeader());
    expect(tables).toHaveLength(1);
    const table = tables[0]!;
    expect(spans(table.header)).toEqual([
      ["Product 0-0 x3", "Harvest 1-3", "Change 4-5"],
      ["2011 (a) 1-1 x2", "2012 2-3", "Share 4-4", "Amount 5-5"],
      ["May (b) 2-2", "June (c) 3-3", "(c/a) 4-4", "(c-a) 5-5"],
    ]);
    expect(table.rows.map((r) => r.cells[0]!.text)).toEqual(BODY.map((r) => r[0]));
  });
});
