import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// Results on two corpora, booktabs, no rule under the spanners: "CoNLL" and "OntoNotes" each
// centred over its own "P", "R", "F1", set at the header's leading (LaTeX's default, no
// \cmidrule). Centred over three columns, each spanner stands over the middle one alone, and main
// read it as that column's heading wrapped ("CoNLL R"), the header one row. The repeated groups
// of sub-headings say they are spanners: two levels. Both settings of the stub's heading are read
// (on the sub-headings' line, and centred down both lines as `\multirow` sets it). Guard: a
// heading wrapped the same way in each group ("Macro" over "F1" beside "R" and "P", twice) repeats
// its first line as well, and stays one heading.

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [72, 160, 215, 270, 325, 380, 435, 490];
const LEADING = 11;
const ROWS = [
  ["BiLSTM", "71.2", "68.4", "69.8", "80.1", "77.5", "78.8"],
  ["CNN", "70.5", "69.9", "70.2", "79.3", "78.8", "79.0"],
  ["Transformer", "74.8", "73.1", "73.9", "83.6", "82.0", "82.8"],
];

type Header = (p: TablePage, top: number) => void;
const inColumn = (p: TablePage, text: string, k: number, y: number) => p.centred(text, X[k]!, X[k + 1]!, y, CELL);

async function resultsTable(header: Header): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Results of each model on two corpora", y + 24);
  p.rule(X[0]!, y, X.at(-1)!, y, 0.8);
  header(p, y + 10);
  y += 10 + LEADING + 4;
  p.rule(X[0]!, y, X.at(-1)!, y, 0.5);
  for (const r of ROWS) {
    y += 12;
    p.text(r[0]!, X[0]!, y, CELL);
    r.slice(1).forEach((t, i) => inColumn(p, t, i + 1, y));
  }
  y += 5;
  p.rule(X[0]!, y, X.at(-1)!, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Repeated groups");
}

const spanners =
  (stubAt: number): Header =>
  (p, top) => {
    p.centred("CoNLL", X[1]!, X[4]!, top, CELL);
    p.centred("OntoNotes", X[4]!, X[7]!, top, CELL);
    p.text("Model", X[0]!, top + stubAt, CELL);
    ["P", "R", "F1", "P", "R", "F1"].forEach((t, i) => inColumn(p, t, i + 1, top + LEADING));
  };

const wrappedTwice: Header = (p, top) => {
  p.text("Model", X[0]!, top + LEADING, CELL);
  ["R", "F1", "P", "R", "F1", "P"].forEach((t, i) => inColumn(p, t, i + 1, top + LEADING));
  inColumn(p, "Macro", 2, top);
  inColumn(p, "Macro", 5, top);
};

const headerOf = async (header: Header) => normed(tableGrid(await readOnlyTable(await resultsTable(header))).header);

describe("spanners over groups that repeat their sub-headings, set at the header's leading", () => {
  it("head their groups on a level of their own, the stub's heading on the sub-headings' line", async () => {
    expect(await headerOf(spanners(LEADING))).toEqual(
      normed([
        ["Model", "CoNLL", "", "", "OntoNotes", "", ""],
        ["", "P", "R", "F1", "P", "R", "F1"],
      ]),
    );
  });

  it("head their groups with the stub's heading centred down both lines", async () => {
    const header = await headerOf(spanners(LEADING / 2));
    expect(header.map((r) => r.slice(1))).toEqual(
      normed([
        ["CoNLL", "", "", "OntoNotes", "", ""],
        ["P", "R", "F1", "P", "R", "F1"],
      ]),
    );
    expect(header.flat().filter((c) => c === "Model")).toHaveLength(1);
  });

  it("leave a heading wrapped the same way in each group one heading", async () => {
    expect(await headerOf(wrappedTwice)).toEqual(normed([["Model", "R", "Macro F1", "P", "R", "Macro F1", "P"]]));
  });
});
