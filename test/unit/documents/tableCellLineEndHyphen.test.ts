import { describe, expect, it } from "vitest";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A grid whose wide cells wrap: a study code broken after its hyphen ("12-HG-" / "0207"), a range
// broken after its hyphen ("168-" / "196") and a compound ("Web-" / "based"). The page prints no
// space after a line-end hyphen, so the cell's text has none either (gmft's pharmacokinetics paper).

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [60, 150, 300];
const HEAD = ["Stage", "Data utilized"];
const ROWS: [string, string[]][] = [
  ["Stage 1", ["Single dose data (Study 12-HG-", "0207)"]],
  ["Stage 2", ["Binding site, residues 168-", "196 of the chain"]],
  ["Stage 3", ["Web-", "based survey"]],
  ["Stage 4", ["All data"]],
];

async function wrappedGrid(): Promise<Uint8Array> {
  const p = new TablePage();
  const under = p.paragraph(PROSE.slice(0, 3).join(" "), 60, 60, 240);
  p.caption("Table 1.", "Stages of the modelling.", under + 20, 60, 240);
  let y = under + 32;
  const top = y;
  p.rule(X[0]!, y, X[2]!, y);
  HEAD.forEach((cell, k) => p.text(cell, X[k]! + 4, y + 11, CELL));
  y += 15;
  p.rule(X[0]!, y, X[2]!, y);
  for (const [label, lines] of ROWS) {
    p.text(label, X[0]! + 4, y + 11, CELL);
    lines.forEach((line, i) => p.text(line, X[1]! + 4, y + 11 + 11 * i, CELL));
    y += 11 * lines.length + 6;
    p.rule(X[0]!, y, X[2]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.paragraph(PROSE.slice(3, 6).join(" "), 60, y + 30, 240);
  return p.render("Wrapped cells");
}

describe("a cell's line ending in a hyphen", () => {
  it("joins the next line without a space, after a word or a figure", async () => {
    const grid = normedGrid(await readOnlyTable(await wrappedGrid()));
    expect(grid.header).toEqual([HEAD]);
    expect(grid.rows).toEqual([
      ["Stage 1", "Single dose data (Study 12-HG-0207)"],
      ["Stage 2", "Binding site, residues 168-196 of the chain"],
      ["Stage 3", "Web-based survey"],
      ["Stage 4", "All data"],
    ]);
  });
});
