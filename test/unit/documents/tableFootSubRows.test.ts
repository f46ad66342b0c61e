import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Sub-rows of values joined into the cell above (docs/table-measures.md, "Round 44: last rows and
// sub-rows"): a second value set under one column of several, stub and other columns empty
// ("32768 (ext.)" under "8192 (kin.)", "70.9 ± 0.2" under "71.2 ± 0.3"). Round 43 made a line of
// bare figures each under a figure a row of its own; a value printed with its spread, a bracketed
// note or "∼" was not a figure, so the line went on with the cell above. A spread or note wrapped
// onto a line of its own ("(0.3)" under "71.2") still stays in its cell. Two shapes of a table's
// foot that were already read right (a two-pair table's half-filled last row, two rows under a
// midrule) are kept as guards.

const CELL = { font: "Helvetica" as const, size: 9 };
const LEFT = 72;

interface Layout {
  under?: number;
  rulesOver?: readonly number[];
  ruled?: boolean;
}

async function table(head: readonly string[], rows: readonly (readonly string[])[], xs: readonly number[], layout: Layout = {}): Promise<Uint8Array> {
  const p = new TablePage();
  const ruled = layout.ruled ?? true;
  const right = xs.at(-1)! + 60;
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Settings of each run in the study", y + 24);
  const line = (cells: readonly string[]) => {
    y += cells[0] ? 12 : (layout.under ?? 12);
    cells.forEach((c, k) => {
      if (c) p.text(c, xs[k]!, y, CELL);
    });
  };
  if (ruled) p.rule(LEFT, y, right, y);
  line(head);
  y += 4;
  if (ruled) p.rule(LEFT, y, right, y);
  rows.forEach((r, i) => {
    if (layout.rulesOver?.includes(i)) {
      y += 4;
      p.rule(LEFT, y, right, y);
    }
    line(r);
  });
  y += 5;
  if (ruled) p.rule(LEFT, y, right, y);
  p.prose(3, 6, y + 30);
  return p.render("Foot rows");
}

const read = async (pdf: Uint8Array) => normedGrid(labelled(await readTables(pdf), "Table 2")).all;
const printed = (rows: readonly (readonly string[])[]) => normed(rows);

describe("a sub-row of values under one column of several", () => {
  it("reads a value with a note under another as a row of its own, in a two-column settings table", async () => {
    const head = ["Setting", "Value"];
    const xs = [LEFT, LEFT + 120];
    const rows = [["Batch size", "256"], ["Context length", "8192 (kin.)"], ["", "32768 (ext.)"], ["Learning rate", "3e-4"], ["Warm-up steps", "2000"]];
    expect(await read(await table(head, rows, xs))).toEqual(printed([head, ...rows]));
  });
  it("keeps a two-pair table's last row that fills its left half only (guard)", async () => {
    const head = ["Variable", "Value", "Variable", "Value"];
    const xs = [LEFT, LEFT + 90, LEFT + 160, LEFT + 250];
    const rows = [["Mass", "1.2 kg", "Length", "0.4 m"], ["Speed", "3.1 m/s", "Width", "0.2 m"], ["Force", "12 N", "Height", "0.9 m"], ["Time", "5 s", "", ""]];
    for (const ruled of [true, false]) expect(await read(await table(head, rows, xs, { ruled }))).toEqual(printed([head, ...rows]));
  });
  it("keeps two rows of figures under a midrule at the table's foot (guard)", async () => {
    const head = ["Criterion", "Model A", "Model B", "Model C"];
    const xs = [LEFT, LEFT + 90, LEFT + 160, LEFT + 230];
    const rows = [["Clarity", "0.121", "0.134", "0.145"], ["Novelty", "0.098", "0.102", "0.111"], ["Feasibility", "0.011", "0.015", "0.019"], ["Creativity", "0.008", "0.009", "0.012"]];
    expect(await read(await table(head, rows, xs, { rulesOver: [2] }))).toEqual(printed([head, ...rows]));
  });
  it("reads a mean ± spread under another as a row of its own", async () => {
    const head = ["Model", "Acc", "F1", "Params"];
    const xs = [LEFT, LEFT + 90, LEFT + 160, LEFT + 230];
    const rows = [["Base", "71.2 ± 0.3", "68.1 ± 0.4", "110M"], ["", "70.9 ± 0.2", "", ""], ["Ours", "74.9 ± 0.1", "72.0 ± 0.5", "120M"], ["Large", "75.3 ± 0.2", "72.8 ± 0.3", "340M"]];
    expect(await read(await table(head, rows, xs))).toEqual(printed([head, ...rows]));
  });
});

describe("a spread or a note wrapped under its value", () => {
  it("still joins a spread in brackets set alone on a line under its figure", async () => {
    const head = ["Model", "Acc", "F1", "Params"];
    const xs = [LEFT, LEFT + 90, LEFT + 160, LEFT + 230];
    const rows = [["Base", "71.2", "68.1", "110M"], ["", "(0.3)", "", ""], ["Ours", "74.9", "72.0", "120M"], ["", "(0.1)", "", ""], ["Large", "75.3", "72.8", "340M"]];
    const joined = [["Base", "71.2 (0.3)", "68.1", "110M"], ["Ours", "74.9 (0.1)", "72.0", "120M"], rows[4]!];
    expect(await read(await table(head, rows, xs))).toEqual(printed([head, ...joined]));
  });

  it("still joins a range wrapped after a comma", async () => {
    const head = ["Setting", "Value"];
    const xs = [LEFT, LEFT + 120];
    const rows = [["Batch size", "256"], ["Learning rates", "1e-4 (A),"], ["", "3e-4 (B)"], ["Warm-up steps", "2000"]];
    expect(await read(await table(head, rows, xs))).toEqual(printed([head, rows[0]!, ["Learning rates", "1e-4 (A), 3e-4 (B)"], rows[3]!]));
  });
});
