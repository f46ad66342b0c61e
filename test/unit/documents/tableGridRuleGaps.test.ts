import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readOnlyTable, readTables, TablePage } from "../../support/tables/tablePage.ts";

// LaTeX tables ruled with booktabs and a `|` between column groups: booktabs sets a little space
// above and below each horizontal rule, and the vertical rule breaks there, stopping 2-3 points
// short of every rule. The walk down the rules took each break for the grid's end, so a header of
// two levels (spanners over a full rule, then the column headings) was cut off the table, and the
// row groups under a mid-table rule were read as another table or as its notes.

const STUB = 72;
const VALUES = [180, 230, 280, 330, 380];
/** How far short of each horizontal rule the column rules stop (booktabs' \belowrulesep, about 0.65ex at 8pt). */
const SHORT = 2.5;

function ruledRows(p: TablePage, lines: { y: number; cells: string[]; bold?: boolean }[]): void {
  for (const line of lines) {
    const style = line.bold ? CELL_BOLD : CELL;
    p.text(line.cells[0]!, STUB + 2, line.y, style);
    line.cells.slice(1).forEach((c, i) => p.centred(c, VALUES[i]!, VALUES[i + 1]!, line.y, style));
  }
}

/** Horizontal rules across the table at `ys`, column rules at `xs` broken short of each. */
function rules(p: TablePage, ys: number[], xs: number[], from = 0): void {
  ys.forEach((y, i) => p.rule(STUB, y, VALUES.at(-1)!, y, i === 0 || i === ys.length - 1 ? 1 : 0.5));
  for (let i = from; i + 1 < ys.length; i++) for (const x of xs) p.rule(x, ys[i]! + SHORT, x, ys[i + 1]! - SHORT, 0.4);
}

async function twoLevelHeader(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 3, 110);
  ruledRows(p, [
    { y: 211, cells: ["", "With lists", "", "Without lists", ""], bold: true },
    { y: 227, cells: ["Model", "mAP", "NDS", "mAP", "NDS"], bold: true },
    { y: 243, cells: ["Baseline", "0.139", "0.324", "0.419", "0.507"] },
    { y: 254, cells: ["Query denoising", "0.491", "0.526", "0.287", "0.404"] },
    { y: 265, cells: ["Attention mask", "0.550", "0.569", "0.299", "0.416"] },
  ]);
  // The spanners' row has the group rule only; the stub's rule begins under it.
  rules(p, [200, 216, 232, 270], [280]);
  rules(p, [216, 232, 270], [180]);
  p.prose(3, 6, 300);
  return p.render("Object lists");
}

async function rowGroups(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 3, 110);
  ruledRows(p, [
    { y: 211, cells: ["Board", "none", "c-plane", "z-sheet"], bold: true },
    { y: 227, cells: ["LUTs (SoC)", "52976", "54046", "55538"] },
    { y: 238, cells: ["LUTs (engine)", "3566", "4868", "6738"] },
    { y: 254, cells: ["Flip-flops (SoC)", "42317", "42638", "42668"] },
    { y: 265, cells: ["Flip-flops (engine)", "1645", "1966", "1996"] },
    { y: 281, cells: ["Slices (SoC)", "13247", "13662", "13849"] },
    { y: 292, cells: ["Slices (engine)", "563", "809", "1067"] },
  ]);
  rules(p, [200, 216, 243, 270, 297], [180, 230, 280]);
  p.prose(3, 6, 330);
  return p.render("Resources");
}

// Two parameter lists side by side, a column rule between them: the first row's label ("A [m2]")
// reads like a note's marker, and labels set in math italic open with a small letter ("m max"
// under "m min", "rho"), as a wrapped label's next line does.
const PARAMETERS = [
  ["A [m2]", "80", "Ka [m2/g]", "0.1"],
  ["mu max [1/day]", "1.8144", "Ik [uE/m2/s]", "120"],
  ["m min [1/day]", "0.0173", "n [-]", "3"],
  ["m max [1/day]", "0.0173", "nm [-]", "4"],
  ["T min [C]", "12", "pH min [-]", "4"],
  ["Cp [J/kg/K]", "4184", "m DO2 [-]", "2"],
  ["rho [kg/m3]", "1000", "", ""],
];

async function parameterLists(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 3, 110);
  const pitch = 14;
  const body = PARAMETERS.map((cells, i) => ({ y: 227 + i * pitch, cells: ["", ...cells] }));
  // Right-aligned labels and centred figures, as a tabular{r c | r c} sets them.
  p.right("Parameter", 170, 211, CELL_BOLD);
  p.centred("Value", 180, 230, 211, CELL_BOLD);
  p.right("Parameter", 320, 211, CELL_BOLD);
  p.centred("Value", 330, 380, 211, CELL_BOLD);
  for (const line of body) {
    const [, a, b, c, d] = line.cells;
    p.right(a!, 170, line.y, CELL);
    p.centred(b!, 180, 230, line.y, CELL);
    if (c) p.right(c, 320, line.y, CELL);
    if (d) p.centred(d, 330, 380, line.y, CELL);
  }
  const bottom = body.at(-1)!.y + 6;
  rules(p, [200, 216, bottom], [240]);
  p.prose(3, 6, bottom + 30);
  return p.render("Model parameters");
}

describe("a grid whose column rules stop short of its horizontal rules", () => {
  it("keeps both header rows of a two-level header over a full rule", async () => {
    const table = await readOnlyTable(await twoLevelHeader());
    const all = normedGrid(table).all;
    expect(all).toHaveLength(5);
    expect(all[0]!.filter(Boolean)).toEqual(normed([["With lists", "Without lists"]])[0]);
    expect(all.slice(1)).toEqual(
      normed([
        ["Model", "mAP", "NDS", "mAP", "NDS"],
        ["Baseline", "0.139", "0.324", "0.419", "0.507"],
        ["Query denoising", "0.491", "0.526", "0.287", "0.404"],
        ["Attention mask", "0.550", "0.569", "0.299", "0.416"],
      ]),
    );
  });

  it("reads the row groups under each mid-table rule as rows of the same table", async () => {
    const table = await readOnlyTable(await rowGroups());
    expect(table.footnotes).toEqual([]);
    expect(normedGrid(table).all.map((r) => r[0])).toEqual(
      normed([["Board"], ["LUTs (SoC)"], ["LUTs (engine)"], ["Flip-flops (SoC)"], ["Flip-flops (engine)"], ["Slices (SoC)"], ["Slices (engine)"]]).map((r) => r[0]),
    );
  });
});

// Two uncaptioned tables one under the other, nothing between the first one's bottom rule and the
// second one's top rule: the second's column rules stop short of its rules, so no column rule
// marks where the first table ends; the empty space between them does.
async function stackedTables(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 3, 110);
  ruledRows(p, [
    { y: 211, cells: ["Quantile", "Mean", "Share", "Count"], bold: true },
    { y: 227, cells: ["Lowest", "0.0495", "0.95", "12"] },
    { y: 238, cells: ["Middle", "0.0634", "0.84", "15"] },
    { y: 249, cells: ["Highest", "0.1982", "0.57", "9"] },
  ]);
  rules(p, [200, 216, 254], []);
  ruledRows(p, [
    { y: 301, cells: ["Model", "Fresh", "Saved", "All"], bold: true },
    { y: 317, cells: ["Residual", "+4.48", "+5.98", "+0.36"] },
    { y: 328, cells: ["Mixup", "+3.19", "+2.45", "-0.02"] },
  ]);
  rules(p, [290, 306, 333], [180, 280]);
  p.prose(3, 6, 370);
  return p.render("Two tables");
}

describe("two ruled tables one under the other", () => {
  it("reads them as two tables, each with its own rows", async () => {
    const tables = await readTables(await stackedTables());
    expect(tables.map((t) => normedGrid(t).all.map((r) => r[0]))).toEqual([
      normed([["Quantile"], ["Lowest"], ["Middle"], ["Highest"]]).map((r) => r[0]),
      normed([["Model"], ["Residual"], ["Mixup"]]).map((r) => r[0]),
    ]);
  });
});

describe("a grid of two parameter lists side by side", () => {
  it("keeps its header row and reads each label, however it opens, as a row of its own", async () => {
    const table = await readOnlyTable(await parameterLists());
    const all = normedGrid(table).all;
    expect(all[0]).toEqual(normed([["Parameter", "Value", "Parameter", "Value"]])[0]);
    expect(all.slice(1)).toEqual(normed(PARAMETERS));
  });
});
