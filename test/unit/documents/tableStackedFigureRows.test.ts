import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Rows read as one (docs/table-measures.md, "Round 43: stacked rows and last rows"):
// - a sub-row of figures whose stub is left empty, a second value set under one column of several
//   ("0.1099" under "0.0407", "9.45×10^-3" under "4.52×10^-3"): a figure never wraps onto a second
//   line as another figure, so a line of nothing but figures, each under a figure, is a row of its
//   own, even of one cell. It was joined into the cell above ("0.0407 0.1099") when it set one alone.
// - rows whose cells hold a dash for "none" ("Gurobi | 10.4 | - | -" over "GS | 3.2 | - | O(n)"),
//   in a table ruled between most rows: a dash alone read as a word broken off, so the cells under
//   it went on with it and the two rows were read as one.
// A cell wrapped after a comma and a word broken at a hyphen still go on with the line above.

const CELL = { font: "Helvetica" as const, size: 9 };
const SCRIPT = { font: "Helvetica" as const, size: 6 };
const LEFT = 72;

interface Layout {
  /** From a row to the sub-row of figures under it (rows are 12 apart). */
  under?: number;
  /** Rules over the body rows of these indexes. */
  rulesOver?: readonly number[];
}

/** A booktabs table under its caption; a cell "4.52×10^-3" sets "-3" raised in small type. */
async function ruledTable(head: readonly string[], rows: readonly (readonly string[])[], xs: readonly number[], layout: Layout = {}): Promise<Uint8Array> {
  const p = new TablePage();
  const right = xs.at(-1)! + 50;
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Errors of each scheme at each step size", y + 24);
  const line = (cells: readonly string[]) => {
    y += cells[0] ? 12 : (layout.under ?? 12);
    cells.forEach((c, k) => {
      const [base, raised] = c.split("^");
      const end = base ? p.text(base, xs[k]!, y, CELL) : 0;
      if (raised) p.text(raised, end + 0.5, y - 3.5, SCRIPT);
    });
  };
  p.rule(LEFT, y, right, y);
  line(head);
  y += 4;
  p.rule(LEFT, y, right, y);
  rows.forEach((r, i) => {
    if (layout.rulesOver?.includes(i)) {
      y += 4;
      p.rule(LEFT, y, right, y);
    }
    line(r);
  });
  y += 5;
  p.rule(LEFT, y, right, y);
  p.prose(3, 6, y + 30);
  return p.render("Stacked rows");
}

const read = async (pdf: Uint8Array) => normedGrid(labelled(await readTables(pdf), "Table 2")).all;
const printed = (rows: readonly (readonly string[])[]) => normed(rows.map((r) => r.map((c) => c.replace("^", ""))));

const HEAD = ["h", "Error A", "Rate A", "k", "Error B", "Rate B"];
const XS = [LEFT, LEFT + 50, LEFT + 110, LEFT + 170, LEFT + 220, LEFT + 280];
const STEPS = [
  ["0.1", "0.1071", "5.21×10^-3", "0", "0.0407", "4.52×10^-3"],
  ["", "", "", "", "0.1099", "9.45×10^-3"],
  ["0.05", "0.0532", "2.60×10^-3", "1", "0.0203", "2.26×10^-3"],
  ["", "", "", "", "", "4.71×10^-3"],
  ["0.025", "0.0266", "1.30×10^-3", "2", "0.0101", "1.13×10^-3"],
  ["", "", "", "", "0.0275", ""],
];

describe("sub-rows of figures stacked under some columns", () => {
  for (const under of [12, 9])
    it(`reads a line of figures under figures as a row, one figure alone too (${under} pt under its row)`, async () => {
      expect(await read(await ruledTable(HEAD, STEPS, XS, { under }))).toEqual(printed([HEAD, ...STEPS]));
    });

  it("still joins a list of figures wrapped after a comma into one cell", async () => {
    const head = ["Setting", "Seeds", "Score"];
    const xs = [LEFT, LEFT + 80, LEFT + 170];
    const rows = [["Small", "1, 2, 3,", "71.2"], ["", "4", ""], ["Large", "5, 6", "74.9"]];
    expect(await read(await ruledTable(head, rows, xs))).toEqual(normed([head, ["Small", "1, 2, 3, 4", "71.2"], ["Large", "5, 6", "74.9"]]));
  });
});

describe("rows holding a dash for none, in a table ruled between most rows", () => {
  const head = ["Solver", "Time", "Gap", "Bound", "Order"];
  const xs = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210, LEFT + 260];

  it("keeps two rows whose dashes stand one over the other apart", async () => {
    const rows = [["CPLEX", "12.1", "0.3", "1.2", "O(n^2)"], ["Gurobi", "10.4", "-", "-", "-"], ["GS", "3.2", "-", "-", "O(n)"], ["Ours", "1.1", "0.9", "2.2", "O(n)"], ["Base", "1.3", "0.8", "2.1", "O(n)"], ["Last", "1.3", "0.8", "2.1", "O(n)"]];
    expect(await read(await ruledTable(head, rows, xs, { rulesOver: [1, 3, 5] }))).toEqual(printed([head, ...rows]));
  });

  it("still joins a word broken at a hyphen onto the next line", async () => {
    const rows = [["CPLEX", "12.1", "0.3", "1.2", "O(n)"], ["Multi-", "10.4", "0.2", "1.1", "O(n)"], ["start", "", "", "", ""], ["Ours", "1.1", "0.9", "2.2", "O(n)"], ["Base", "1.3", "0.8", "2.1", "O(n)"]];
    expect(await read(await ruledTable(head, rows, xs, { rulesOver: [1, 3, 4] }))).toEqual(normed([head, rows[0]!, ["Multi-start", "10.4", "0.2", "1.1", "O(n)"], rows[3]!, rows[4]!]));
  });
});
