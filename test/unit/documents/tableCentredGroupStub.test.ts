import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A fit's parameters: a two-level stub under one heading set across both its columns. Some rows
// are named by one label across the stub ("Exposure time (ks)"); others by a quantity ("Temperature")
// centred down its two rows by \multirow, half-way between their lines, beside each row's own
// label ("kT (keV)", "T (MK)"). The group labels are a column of their own: each heads its first
// row, the second row's cell under it is empty (main ran them into the first row's label, one stub
// column). Guard: a group label given a line of its own a row's pitch above its rows (a
// sub-heading) is a row of its own, and the stub stays one column.

const CELL = { font: "Times-Roman" as const, size: 9 };
const STUB = 150;
const SUB = 225;
const VALUE = 330;
const RIGHT = 400;
const PITCH = 14;

type Line = { span?: string; group?: string; label?: string; value: string };
const LINES: Line[] = [
  { span: "Exposure time (ks)", value: "4.00" },
  { group: "Temperature", label: "kT (keV)", value: "0.51" },
  { label: "T (MK)", value: "5.86" },
  { span: "Normalisation (10-2)", value: "0.99" },
  { group: "Abundance", label: "Fe (solar)", value: "0.06" },
  { label: "Ni (solar)", value: "1.00" },
  { span: "Column density (cm-2)", value: "5.90" },
];

/** `ownLine`: each group label on a line of its own over its rows; else centred between them. */
async function fitTable(ownLine: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = p.caption("Table 3", "Parameters of the best fit to the spectrum", y) + 10;
  p.rule(STUB, y, RIGHT, y, 0.8);
  p.text("Parameter", STUB + 40, y + 11, CELL);
  p.text("Value", VALUE + 4, y + 11, CELL);
  y += PITCH + 2;
  p.rule(STUB, y, RIGHT, y, 0.5);
  let at = y + 11;
  for (const l of LINES) {
    if (l.group && ownLine) {
      p.text(l.group, STUB + 4, at, CELL);
      at += PITCH;
    }
    if (l.span) p.text(l.span, STUB + 4, at, CELL);
    if (l.label) p.text(l.label, SUB + 4, at, CELL);
    if (l.group && !ownLine) p.text(l.group, STUB + 4, at + PITCH / 2, CELL);
    p.text(l.value, VALUE + 4, at, CELL);
    at += PITCH;
  }
  y = at - 8;
  p.rule(STUB, y, RIGHT, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Two-level stub");
}

const bodyOf = async (ownLine: boolean) => {
  const grid = tableGrid(await readOnlyTable(await fitTable(ownLine)));
  return grid.rows.map((r) => r.map(norm));
};

describe("a group label centred down its two rows, left of their own labels", () => {
  it("is read in a stub column of its own, on its first row", async () => {
    expect(await bodyOf(false)).toEqual(LINES.map((l) => (l.span ? [l.span, "", l.value] : [l.group ?? "", l.label!, l.value]).map(norm)));
  });

  it("is a row of its own, the stub one column, when it has a line of its own over its rows", async () => {
    const body = await bodyOf(true);
    expect(body.map((r) => r.length)).toEqual(body.map(() => 2));
    expect(body.map((r) => r[0])).toContain(norm("Temperature"));
    expect(body.find((r) => r[0] === norm("Temperature"))![1]).toBe("");
  });
});
