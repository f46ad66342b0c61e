import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table's last rows (docs/table-measures.md, "Round 42: a table's last rows"): rows whose first
// cell opens as a note does ("* Ours", "† Transformer") with cells beside them in the table's
// columns, and the short last line of a list set across the columns in reading order, are rows.
// A note under the table and a label wrapped onto a second line stay what they are.

const CELL = { font: "Helvetica" as const, size: 9 };
const LEFT = 72;

interface Layout {
  /** Rule under the table's last row (booktabs' bottom rule). */
  bottomRule?: boolean;
  /** A rule over the body row of this index (a group ruled off). */
  midAt?: number;
  /** Lines set under the table before the next paragraph. */
  under?: readonly string[];
}

/** A table ruled across only, cells set flush left at `xs`, under its caption and over a paragraph. */
async function ruledTable(head: readonly string[], rows: readonly (readonly string[])[], xs: readonly number[], layout: Layout = {}): Promise<Uint8Array> {
  const p = new TablePage();
  const right = xs.at(-1)! + 50;
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Scores of each method on the test split", y + 24);
  const line = (cells: readonly string[]) => {
    y += 12;
    cells.forEach((c, k) => c && p.text(c, xs[k]!, y, CELL));
  };
  p.rule(LEFT, y, right, y);
  line(head);
  y += 4;
  p.rule(LEFT, y, right, y);
  rows.forEach((r, i) => {
    if (i === layout.midAt) {
      y += 4;
      p.rule(LEFT, y, right, y);
    }
    line(r);
  });
  y += 5;
  if (layout.bottomRule !== false) p.rule(LEFT, y, right, y);
  for (const note of layout.under ?? []) p.text(note, LEFT, (y += 11), CELL);
  p.prose(3, 6, y + 30);
  return p.render("Last rows");
}

const read = async (pdf: Uint8Array) => normedGrid(labelled(await readTables(pdf), "Table 2")).all;

const HEAD = ["Method", "Acc", "F1", "AUC"];
const XS = [LEFT, LEFT + 110, LEFT + 160, LEFT + 210];

describe("a table's last rows", () => {
  it("keeps the rows under a row opening with a mark when its cells stand in the table's columns (no rule under the table)", async () => {
    const rows = [["Baseline", "71.2", "68.1", "80.3"], ["* Transformer", "75.4", "72.0", "83.9"], ["Ours", "77.9", "74.6", "85.2"]];
    expect(await read(await ruledTable(HEAD, rows, XS, { bottomRule: false }))).toEqual(normed([HEAD, ...rows]));
  });

  it("keeps a group ruled off whose first row opens with a mark and leaves a cell empty", async () => {
    const rows = [["Baseline", "71.2", "68.1", "80.3"], ["Transformer", "75.4", "72.0", "83.9"], ["† Ours", "77.9", "", "85.2"], ["Ours (large)", "79.3", "76.1", "86.8"]];
    expect(await read(await ruledTable(HEAD, rows, XS, { midAt: 2 }))).toEqual(normed([HEAD, ...rows]));
  });

  it("keeps the short last line of a list of names set across the columns", async () => {
    const head = ["Package", "Package", "Package", "Package"];
    const rows = [["authblk", "babel", "cjk", "dvips"], ["epsf", "epsfig", "euler", "float"], ["pstricks", "t1enc", "titlesec", "tocbind"], ["ulem", "", "", ""]];
    const xs = [LEFT, LEFT + 90, LEFT + 180, LEFT + 270];
    expect(await read(await ruledTable(head, rows, xs))).toEqual(normed([head, ...rows]));
  });

  it("leaves a marked note under the table out of its rows", async () => {
    const rows = [["Baseline", "71.2", "68.1", "80.3"], ["* Transformer", "75.4", "72.0", "83.9"], ["Ours", "77.9", "74.6", "85.2"]];
    const tables = await readTables(await ruledTable(HEAD, rows, XS, { bottomRule: false, under: ["* Trained on the public split only, 5 seeds."] }));
    expect(normedGrid(labelled(tables, "Table 2")).all).toEqual(normed([HEAD, ...rows]));
  });

  it("keeps a last label wrapped onto a second line in one cell", async () => {
    const head = ["Setting", "Small", "Base", "Large"];
    const xs = [LEFT, LEFT + 70, LEFT + 120, LEFT + 170];
    const rows = [["layers", "6", "12", "24"], ["heads", "8", "12", "16"], ["width", "512", "768", "1024"], ["dropout", "0.1", "0.1", "0.2"]];
    // "label smoothing" does not fit its column: "smoothing" is set under "label", beside no cell.
    const printed = [...rows, ["label", "0.1", "0.1", "0.0"], ["smoothing", "", "", ""]];
    expect(await read(await ruledTable(head, printed, xs))).toEqual(normed([head, ...rows, ["label smoothing", "0.1", "0.1", "0.0"]]));
  });
});
