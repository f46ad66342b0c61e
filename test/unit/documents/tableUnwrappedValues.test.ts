import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A LaTeX table of training settings: a method's name set once beside its rows (a multirow
// label), each setting's name in lower case, its value centred in the last column. The values
// anchor the rows (the names open with small letters, the method's column is mostly empty), and
// two values open with small letters too ("cosine" under "5e-5", "adamw" under "64"), their rows
// one line apart as a wrapped cell's lines are. The value above is too short to have been wrapped
// onto such a line: "cosine" would have fit beside "5e-5" within the column's widest value, so it
// begins a row (unwrappedLines.ts, asked of the anchor column as of the first).

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [160, 220, 330];
const VALUE_CENTRE = 370;
const PITCH = 11;
const ROWS: [string, string, string][] = [
  ["", "learning rate", "5e-5"],
  ["", "lr schedule", "cosine"],
  ["SFT", "warmup ratio", "0.1"],
  ["", "batch size", "64"],
  ["", "optimizer", "adamw"],
  ["", "epochs", "2"],
  ["", "max pixels", "1280 × 28 × 28"],
];

async function settings(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Training settings of the fine-tuned model", y + 30) + 6;
  p.rule(X[0]! - 6, y, 420, y);
  ["Method", "Config"].forEach((h, k) => p.text(h, X[k]!, y + 11, CELL));
  p.centred("Value", VALUE_CENTRE - 20, VALUE_CENTRE + 20, y + 11, CELL);
  y += 15;
  p.rule(X[0]! - 6, y, 420, y);
  for (const [method, config, value] of ROWS) {
    y += PITCH;
    if (method) p.text(method, X[0]!, y, CELL);
    p.text(config, X[1]!, y, CELL);
    p.centred(value, VALUE_CENTRE - 40, VALUE_CENTRE + 40, y, CELL);
  }
  y += 5;
  p.rule(X[0]! - 6, y, 420, y);
  p.prose(3, 6, y + 30);
  return p.render("Settings");
}

describe("values in lower case under a value too short to have wrapped", () => {
  it("begin rows of their own in the column that anchors the rows", async () => {
    const tables = await readTables(await settings());
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });
});
