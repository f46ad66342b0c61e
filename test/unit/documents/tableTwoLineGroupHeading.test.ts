import { describe, expect, it } from "vitest";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A table of model parameters (gmft's pharmacokinetics paper, Table 4): labels in symbols opening
// with a small letter, so the figures begin the rows, and two group headings with no figures, each
// wrapped over two lines at the type's leading, a row's pitch under the row above. One follows a
// label ending in a footnote's mark ("(ng/mL·h)a"), which is no article "a" leaving it unfinished.

const CELL = { font: "Times-Roman" as const, size: 8.5 };
const X = [60, 190, 270];
type Line = { label: string[]; figures?: [string, string] };
const LINES: Line[] = [
  { label: ["ka (1/h)"], figures: ["0.256", "15.2"] },
  { label: ["kout (1/h)"], figures: ["0.283", "5.65"] },
  { label: ["tlag (h)"], figures: ["0.254", "26.4"] },
  { label: ["Secondary elimination", "parameters"] },
  { label: ["ksyn (ug/h)a"], figures: ["38,554", "N/A"] },
  { label: ["kpro (ng/mL·h)a"], figures: ["40.9", "N/A"] },
  { label: ["Relative ManNAc bio-", "availability (F)"] },
  { label: ["F for 6 g dose"], figures: ["1", "Fixed"] },
  { label: ["F-Dose slope"], figures: ["-0.405", "39.0"] },
  { label: ["w2 for ka"], figures: ["0.0697", "91.4"] },
];

async function parametersTable(): Promise<Uint8Array> {
  const p = new TablePage();
  const under = p.paragraph(PROSE.slice(0, 3).join(" "), 60, 60, 260);
  p.caption("Table 4", "Final model parameter estimates.", under + 20, 60, 260);
  let y = under + 34;
  p.rule(X[0]!, y, 320, y);
  ["Parameter", "Estimate", "%SEM"].forEach((h, k) => p.text(h, X[k]!, y + 11, CELL));
  y += 15;
  p.rule(X[0]!, y, 320, y);
  for (const { label, figures } of LINES) {
    label.forEach((line, i) => p.text(line, X[0]!, y + 11 + 10 * i, CELL));
    figures?.forEach((f, k) => p.text(f, X[k + 1]!, y + 11, CELL));
    y += 10 * (label.length - 1) + 12.5;
  }
  p.rule(X[0]!, y + 4, 320, y + 4);
  p.paragraph(PROSE.slice(3, 6).join(" "), 60, y + 30, 260);
  return p.render("Parameters");
}

describe("a group heading of two lines with no figures", () => {
  it("is a row of its own, not the label above's next lines", async () => {
    const table = await readOnlyTable(await parametersTable());
    expect(normedGrid(table).rows).toEqual([
      ["ka (1/h)", "0.256", "15.2"],
      ["kout (1/h)", "0.283", "5.65"],
      ["tlag (h)", "0.254", "26.4"],
      ["Secondary elimination parameters", "", ""],
      ["ksyn (ug/h)a", "38,554", "N/A"],
      ["kpro (ng/mL·h)a", "40.9", "N/A"],
      ["Relative ManNAc bio-availability (F)", "", ""],
      ["F for 6 g dose", "1", "Fixed"],
      ["F-Dose slope", "-0.405", "39.0"],
      ["w2 for ka", "0.0697", "91.4"],
    ]);
    expect(table.rows.filter((r) => r.kind === "subheading").map((r) => r.cells[0]!.text)).toEqual(["Secondary elimination parameters", "Relative ManNAc bio-availability (F)"]);
  });
});
