import { describe, expect, it } from "vitest";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A table of models and their fitted parameters (gmft's adsorption paper, Table 8): each model's
// name is printed once, level with its group's first row, for groups of 3, 3, 4 and 4 rows. Read as
// labels centred on their groups, the same places tile the rows as 1, 5, 1 and 7 rows, each name
// heading rows of the group above it.

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [60, 170, 270];
const GROUPS: [string, [string, string][]][] = [
  ["Langmuir", [["qm", "159"], ["kL", "0.0956"], ["R2", "0.984"]]],
  ["Freundlich", [["n", "2.52"], ["kF", "26.42"], ["R2", "0.891"]]],
  ["Temkin", [["B", "29.245"], ["kT", "1.518"], ["b", "87"], ["R2", "0.970"]]],
  ["Dubinin", [["kD", "3.71"], ["qD", "420.0"], ["E", "11.60"], ["R2", "0.910"]]],
];

async function modelsTable(): Promise<Uint8Array> {
  const p = new TablePage();
  const under = p.paragraph(PROSE.slice(0, 3).join(" "), 60, 60, 260);
  p.caption("Table 8", "Fitted parameters of four isotherm models.", under + 20, 60, 260);
  let y = under + 34;
  p.rule(X[0]!, y, 320, y);
  ["Model", "Parameters", "Value"].forEach((h, k) => p.text(h, X[k]!, y + 11, CELL));
  y += 15;
  p.rule(X[0]!, y, 320, y);
  for (const [model, rows] of GROUPS) {
    rows.forEach(([name, value], i) => {
      if (i === 0) p.text(model, X[0]!, y + 11, CELL);
      p.text(name, X[1]!, y + 11, CELL);
      p.text(value, X[2]!, y + 11, CELL);
      y += 13;
    });
  }
  p.rule(X[0]!, y + 4, 320, y + 4);
  p.paragraph(PROSE.slice(3, 6).join(" "), 60, y + 30, 260);
  return p.render("Models");
}

describe("group labels set level with their group's first row", () => {
  it("head the rows down to the next label, not rows of the group above", async () => {
    const table = await readOnlyTable(await modelsTable());
    const labels = table.rows.flatMap((row, i) => (row.cells[0]!.rowSpan > 1 ? [{ text: row.cells[0]!.text, row: i, rows: row.cells[0]!.rowSpan }] : []));
    expect(labels).toEqual([
      { text: "Langmuir", row: 0, rows: 3 },
      { text: "Freundlich", row: 3, rows: 3 },
      { text: "Temkin", row: 6, rows: 4 },
      { text: "Dubinin", row: 10, rows: 4 },
    ]);
    // Each group's first row holds its own parameter beside its label.
    expect(table.rows[3]!.cells.map((c) => c.text)).toEqual(["Freundlich", "n", "2.52"]);
  });
});
