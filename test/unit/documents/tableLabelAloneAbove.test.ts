import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A fit's parameters by model component, each component's group ruled off from the next: the
// component's name stands alone on its line, centred over the stub, and its parameters' labels
// under it are set right in the stub, in lower case as the symbols and model names are
// ("powerlaw", "index", "norm"). The name's line has no figures; the next line has its figure, and
// its label keeps none of the name's edges (left, middle, right), so it is a row of its own, not
// the name's second line (pdf-parse-bench 034, XSPEC's models). The look-alike: the same lines
// all set flush left in the stub read as the name wrapped onto its first parameter's line, the
// figures beside its second line: that line keeps the name's left edge, and the rule leaves it.

const CELL = { font: "Helvetica" as const, size: 10 };
const X = [72, 192, 260];
const GROUPS: [string, [string, string][]][] = [
  ["powerlaw (soft band)", [["index", "1.84"], ["norm (10^-3)", "2.07"]]],
  ["apec (hot gas phase)", [["kT (keV)", "0.62"], ["abund", "0.31"], ["norm (10^-2)", "1.15"]]],
  ["bbody (inner disc zone)", [["kT (keV)", "1.92"], ["norm (10^-4)", "6.40"]]],
];
/** The abundances' group, labelled by element, no name over it: most labels open with a capital. */
const ELEMENTS: [string, string][] = [["He", "1.00"], ["C", "0.36"], ["Ne", "1.11"], ["Mg", "0.12"], ["Si", "0.18"], ["S", "0.34"], ["Ar", "1.00"], ["Fe", "0.06"], ["Ni", "1.00"]];

async function fitTable(names: "centred" | "wrapped"): Promise<Uint8Array> {
  const p = new TablePage();
  // A parameter's row at the current y: its label centred-right under a group name or set flush, its value centred.
  const valueRow = (label: string, value: string) => {
    if (names === "centred") p.right(label, X[1]! - 4, y, CELL);
    else p.text(label, X[0]! + 4, y, CELL);
    p.centred(value, X[1]!, X[2]!, y, CELL);
  };
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Parameters of the spectral fit by model component", y + 24);
  p.rule(X[0]!, y, X[2]!, y);
  y += 14;
  p.centred("Parameter", X[0]!, X[1]!, y, CELL);
  p.centred("Value", X[1]!, X[2]!, y, CELL);
  y += 6;
  p.rule(X[0]!, y, X[2]!, y);
  for (const [name, rows] of GROUPS) {
    y += 15;
    if (names === "centred") p.centred(name, X[0]!, X[1]!, y, CELL);
    else p.text(name, X[0]! + 4, y, CELL);
    for (const [label, value] of rows) {
      y += 15;
      valueRow(label, value);
    }
    y += 6;
    p.rule(X[0]!, y, X[2]!, y);
  }
  for (const [label, value] of ELEMENTS) {
    y += 15;
    valueRow(label, value);
  }
  y += 6;
  p.rule(X[0]!, y, X[2]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Fit");
}

describe("a label alone on its line over its group's rows", () => {
  it("is a row of its own when the line under it keeps none of its edges", async () => {
    const grid = normedGrid(labelled(await readTables(await fitTable("centred")), "Table 2"));
    expect(grid.header).toEqual([["Parameter", "Value"]]);
    expect(grid.rows).toEqual([...GROUPS.flatMap(([name, rows]) => [[name, ""], ...rows]), ...ELEMENTS]);
  });

  it("goes on onto the line under it that keeps its left edge, the row's figures beside", async () => {
    const grid = normedGrid(labelled(await readTables(await fitTable("wrapped")), "Table 2"));
    expect(grid.rows).toEqual([...GROUPS.flatMap(([name, [first, ...rest]]) => [[`${name} ${first![0]}`, first![1]], ...rest]), ...ELEMENTS]);
  });
});
