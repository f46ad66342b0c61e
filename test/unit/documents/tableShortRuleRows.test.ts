import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid ruled round every cell whose groups each hold three densities, parted by rules across the
// density column alone (LaTeX's \cline under a \multirow label), the group's label and its
// figures set once, centred down the group. Each density is a row; the label and figures span the
// group's rows, read at its top.

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [136, 192, 241, 300, 360, 420, 490];
const HEADER = ["", "", "Area", "Spheroids", "Per cell", "Volume"];
const DENSITIES = [["High", "density"], ["Medium", "density"], ["Low", "density"]];
const GROUPS: { label: string[]; figures: string[] }[] = [
  { label: ["Small", "Spheroids"], figures: ["0.1401", "0", "0.0526", "0.1514"] },
  { label: ["Medium", "Spheroids"], figures: ["0.4268", "0.0012", "0.7122", "0.1146"] },
  { label: ["Big", "Spheroids"], figures: ["0.1199", "0.0002", "0.2876", "0.0073"] },
];
const LEADING = 10;

async function groupedGrid(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = p.caption("Table 1", "Spheroid measures by size and density", y) + 10;
  const top = y;
  const right = X.at(-1)!;
  p.rule(X[0]!, y, right, y);
  HEADER.forEach((h, k) => h && p.text(h, X[k]! + 4, y + 12, CELL));
  y += 17;
  p.rule(X[0]!, y, right, y);
  for (const g of GROUPS) {
    const groupTop = y;
    const sub = 2 * LEADING + 6;
    DENSITIES.forEach((lines, i) => {
      lines.forEach((line, n) => p.text(line, X[1]! + 4, y + 12 + n * LEADING, CELL));
      y += sub;
      if (i < DENSITIES.length - 1) p.rule(X[1]!, y, X[2]!, y);
    });
    const middle = (groupTop + y) / 2;
    g.label.forEach((line, n) => p.text(line, X[0]! + 4, middle - 1 + n * LEADING, CELL));
    g.figures.forEach((f, k) => p.text(f, X[k + 2]! + 4, middle + 4, CELL));
    p.rule(X[0]!, y, right, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Spheroids");
}

const expected = GROUPS.flatMap((g) => DENSITIES.map((d, i) => (i === 0 ? [g.label.join(" "), d.join(" "), ...g.figures] : ["", d.join(" "), "", "", "", ""])));

describe("rows parted by rules across one column, beside cells centred down them", () => {
  it("reads each part as a row, the centred cells spanning them", async () => {
      const tables = await readTables(await groupedGrid());
      expect(tables).toHaveLength(1);
      const table = tables[0]!;
      expect(tableGrid(table).rows.slice(-expected.length).map((r) => r.map(norm))).toEqual(expected.map((r) => r.map(norm)));
      // The label and figures are one cell each over the group's three rows.
      const first = table.rows.find((r) => r.kind === "body" && r.cells[0]?.text.includes("Small"))!;
      expect(first.cells.filter((c) => c.rowSpan === 3).map((c) => norm(c.text))).toEqual([norm("Small Spheroids"), ...GROUPS[0]!.figures]);
    });
});
