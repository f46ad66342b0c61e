import { describe, expect, it } from "vitest";
import { BODY } from "../../support/tables/tableSheet.ts";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A list of short names, each beside a one-line description, framed and captioned under itself
// (a software paper's "Classes currently used", round 30 on the publishers' PDFs): the rows are
// not ruled apart, and the walk up from the caption along the frame's rules stopped at the
// descriptions, read as a paragraph, so no table was found.

const X0 = 81;
const X1 = 499;
const CELL_X = 160;
const MONO = { font: "Courier", size: 10, leading: 12.5 } as const;

const CLASSES: readonly (readonly [string, string])[] = [
  ["dat", "single dataset and an associated model"],
  ["kin", "kinetic model specification, inherits from dat"],
  ["spec", "spectral model specification, inherits from dat"],
  ["theta", "parameter estimates associated with the model for a single dataset and its fit"],
  ["multitheta", "parameter estimates associated with (possibly) multiple datasets and their models"],
  ["multimodel", "all information associated with the model of several datasets and their fit"],
  ["res", "results of fitting (possibly) many datasets"],
];

/** Prose, a framed list drawn by `rows` (title, header, then its rows), its caption under it, prose. */
async function page(rows: (p: TablePage, y: number) => number): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.prose(0, 3, 90) + 14;
  p.rule(X0, y, X1, y);
  p.centred("Classes defined by the package", X0, X1, y + 11, BODY);
  p.rule(X0, y + 15, X1, y + 15);
  p.text("class", X0 + 4, y + 26, BODY);
  p.text("represents", CELL_X, y + 26, BODY);
  p.rule(X0, y + 30, X1, y + 30);
  const bottom = rows(p, y + 42) + 5;
  p.rule(X0, bottom, X1, bottom);
  p.rule(X0, y + 30, X0, bottom);
  p.rule(X1, y + 15, X1, bottom);
  const after = p.caption("Table 1:", "Classes currently used in the package, named as in its code.", bottom + 16, X0, X1 - X0);
  p.prose(3, 6, after + 20);
  return p.render("Classes");
}

describe("a framed list of names, each beside its one-line description", () => {
  it("reads the list under its caption as a table", async () => {
    const paper = await readPaper(
      await page((p, y) => {
        CLASSES.forEach(([name, text], k) => {
          p.text(name, X0 + 4, y + 12.5 * k, MONO);
          p.text(text, CELL_X, y + 12.5 * k, BODY);
        });
        return y + 12.5 * (CLASSES.length - 1);
      }),
    );
    const table = (paper.tables ?? []).find((t) => t.label === "Table 1");
    expect(table, "Table 1 found").toBeDefined();
    const grid = normedGrid(table!).all;
    // Every name in the first column (lines with no rule between them may still be read as one wrapped row: left).
    const names = grid.map((r) => r[0]).join(" ").split(" ");
    for (const [name] of CLASSES) expect(names).toContain(name);
    expect(grid.find((r) => r[0] === "kin")?.[1]).toBe("kinetic model specification, inherits from dat");
    // The descriptions are the table's, not the body's.
    expect(paper.passages.map((x) => x.text).join(" ")).not.toContain("kinetic model specification");
  });
});
