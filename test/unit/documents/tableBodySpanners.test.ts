import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table of two blocks (96-pd-cvd's Table 4): the header's spanners ("All-cause mortality" over
// HR and p value) head the first block, and the second block is headed by a line of the body,
// "Infection-related mortality" centred over the same two columns, with no rule. Read as a row of
// cells, that line bridged the gap between each HR and its p value, so the two read as one column.

const CELL = { font: "Helvetica" as const, size: 8 };
const HR = [130, 250];
const P = [200, 320];
const block = (rows: string[][]) => rows;
const FIRST = block([
  ["Model 1", "4.18 (3.26–5.35)", "<0.001", "6.30 (4.56–8.70)", "<0.001"],
  ["Model 2", "2.96 (2.30–3.82)", "<0.001", "4.52 (3.25–6.30)", "<0.001"],
  ["Model 3", "2.66 (1.91–3.70)", "<0.001", "3.42 (2.20–5.31)", "<0.001"],
]);
const SECOND = block([
  ["Model 1", "3.05 (3.62–5.73)", "0.001", "1.66 (1.04–2.65)", "0.03"],
  ["Model 2", "2.05 (1.08–3.90)", "0.03", "1.60 (1.00–2.55)", "0.05"],
  ["Model 3", "2.06 (0.97–4.39)", "0.06", "1.58 (0.84–2.96)", "0.15"],
]);

async function outcomes(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Association between readmission and clinical outcomes", y + 24);
  y += 6;
  p.rule(72, y, 370, y);
  const spanners = (left: string, right: string) => {
    y += 11;
    p.centred(left, HR[0]!, P[0]! + 30, y, CELL);
    p.centred(right, HR[1]!, P[1]! + 30, y, CELL);
  };
  const rows = (list: string[][]) => {
    for (const row of list) {
      y += 11;
      p.text(row[0]!, 72, y, CELL);
      [HR[0]!, P[0]!, HR[1]!, P[1]!].forEach((x, k) => p.text(row[k + 1]!, x, y, CELL));
    }
  };
  spanners("All-cause mortality", "CVD mortality");
  y += 11;
  [HR[0]!, P[0]!, HR[1]!, P[1]!].forEach((x, k) => p.text(k % 2 ? "p Value" : "HR (95%CI)", x, y, CELL));
  y += 4;
  p.rule(72, y, 370, y);
  rows(FIRST);
  spanners("Infection-related mortality", "Technique failure");
  rows(SECOND);
  y += 5;
  p.rule(72, y, 370, y);
  p.prose(3, 6, y + 30);
  return p.render("Outcomes");
}

describe("a second block headed by spanners in the body", () => {
  it("keeps each HR and its p value in columns of their own", async () => {
    const grid = normedGrid(labelled(await readTables(await outcomes()), "Table 4"));
    expect(grid.header.at(-1)).toEqual(normed([["", "HR (95%CI)", "p Value", "HR (95%CI)", "p Value"]])[0]);
    expect(grid.rows.filter((r) => r[0])).toEqual(normed([...FIRST, ...SECOND]));
  });
});
