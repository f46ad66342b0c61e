import { describe, expect, it } from "vitest";
import { CELL, FIRST, HEAD, SECOND, X } from "../../support/tables/designEffectBlocks.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report typed in a typewriter's manner: a captioned table of two blocks, one under the other
// (too wide for the page), each headed by "Design effect" over a line of stub heading and column
// headings, then a line of typed dashes, then its rows. The second block is found from its rows
// alone; the dashes stand in a line's place between its headings and its rows, so its headings
// are still near enough to be its own, as a drawn rule would leave them.

const DASHES = "-".repeat(56);

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 1. Sample sizes by design effect and proportion", 72, y, { font: "Helvetica", size: 10 });
  const draw = (rows: string[][]) => {
    y += 14;
    p.text(HEAD, X[2]!, y, CELL);
    for (const [i, row] of rows.entries()) {
      y += 12;
      row.forEach((cell, k) => p.text(cell, X[k]!, y, CELL));
      if (i === 0) p.text(DASHES, X[0]!, (y += 12), CELL);
    }
  };
  draw(FIRST);
  // A blank line between the blocks.
  y += 14;
  draw(SECOND);
  p.prose(3, 6, y + 30);
  return p.render("Sample sizes");
}

describe("a block of a typed table whose headings stand over a line of dashes", () => {
  it("is read with its headings", async () => {
    const tables = await readTables(await report());
    const second = tables.find((t) => JSON.stringify(normedGrid(t).all).includes("3500"));
    expect(second, "the second block is found").toBeDefined();
    const grid = normedGrid(second!);
    expect(JSON.stringify(grid.all)).not.toContain("1.1");
    const text = grid.all.map((r) => r.filter((c) => c !== "").join(" "));
    // The stub heading ("Proportion") stands beside both header levels, so it heads them both, as
    // ICDAR's truth sets such a stub (tables/spannerValueLine.ts); the values head their columns.
    const [stub, ...values] = SECOND[0]!;
    expect(text.slice(0, 2)).toEqual([`${stub} ${HEAD}`, values.join(" ")]);
    expect(grid.all.slice(-SECOND.length + 1)).toEqual(normed(SECOND.slice(1)));
  });
});
