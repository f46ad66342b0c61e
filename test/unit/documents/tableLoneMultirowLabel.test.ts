import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A booktabs table of one method's settings: the method's name ("SFT") printed once in the stub,
// centred down every body row by \multirow, beside a name and a value on each row. With one label
// in its column there is no second group to measure a group's length by; within half a row of the
// body's middle (level with its middle row, or between it and the next, as \multirow set for one
// row too many leaves it) it heads all of them, from the first. Guard: the same label level with
// the body's second row is that row's own.

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [150, 210, 320, 400];
const HEADER = ["Method", "Config", "Value"];
const BODY = [
  ["Learning rate", "5e-5"],
  ["Schedule", "cosine"],
  ["Warmup ratio", "0.1"],
  ["Batch size", "64"],
  ["Epochs", "2"],
  ["Min pixels", "200704"],
  ["Max pixels", "1003520"],
];
const PITCH = 14;

async function settingsTable(labelRow: number): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = p.caption("Table 4", "Training settings of the supervised stage", y) + 10;
  const right = X.at(-1)!;
  p.rule(X[0]!, y, right, y, 0.8);
  HEADER.forEach((h, k) => p.text(h, X[k]! + 4, y + 11, CELL));
  y += PITCH + 2;
  p.rule(X[0]!, y, right, y, 0.5);
  const bodyTop = y;
  BODY.forEach((r, i) => r.forEach((t, k) => p.text(t, X[k + 1]! + 4, bodyTop + i * PITCH + 11, CELL)));
  p.text("SFT", X[0]! + 4, bodyTop + labelRow * PITCH + 11, CELL);
  y = bodyTop + BODY.length * PITCH + 3;
  p.rule(X[0]!, y, right, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Lone multirow label");
}

const rowsOf = async (labelRow: number) => {
  const table = await readOnlyTable(await settingsTable(labelRow));
  return tableGrid(table).rows.slice(-BODY.length).map((r) => r.map(norm));
};

describe("one label centred down every row of a table's body", () => {
  it.each([3, 3.5])("heads the body from its first row, set %s rows down", async (at) => {
    expect(await rowsOf(at)).toEqual(BODY.map((r, i) => [i === 0 ? "SFT" : "", ...r].map(norm)));
  });

  it("stays on its own row when it is level with a row other than the middle one", async () => {
    expect(await rowsOf(1)).toEqual(BODY.map((r, i) => [i === 1 ? "SFT" : "", ...r].map(norm)));
  });
});
