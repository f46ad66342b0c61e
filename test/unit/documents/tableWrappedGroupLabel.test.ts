import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A stub of group labels, each printed once beside its group of three rows (Low, Mid, High) and
// wrapped over one, two or three lines centred down the group, as a report sets "Per cycle fuel savings
// potential" beside its levels. Read line by line each half of a label is a category of its own,
// the groups then cut at the wrong rows. The page says the lines are one label three ways: rules
// across the stub part the groups and none lies between the two lines; the lines are set closer
// than the rows; or the lower line goes on with the upper (a small letter). Guard: two one-line
// labels on consecutive rows at the rows' pitch, the lower opening with a capital, stay two.

const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [90, 230, 300, 370, 440];
const RIGHT = 510;
const PITCH = 14;
const LEVELS = ["Low", "Mid", "High"];
const GROUPS = [
  ["Fuel saved per cycle"],
  ["Opportunity", "Occurrence share"],
  ["Combined savings", "Magnitude by share", "Over all trips"],
];
const figures = (g: number, i: number) => [`${g + 1}${i}.5%`, `${g + 2}${i}%`, `0.${g}${i}%`];

/** A label's lines, those after the first opening with a small letter when `spacing` is "lower". */
const lines = (label: string[], spacing: string) => label.map((line, j) => (spacing === "lower" && j > 0 ? line.toLowerCase() : line));

/** `spacing`: "ruled" (rules across the table between groups, lines at the rows' pitch), "close" (lines closer than the rows), "lower" (the second line opening with a small letter, at the rows' pitch). */
async function groupsTable(spacing: "ruled" | "close" | "lower"): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  y = p.caption("Table 2", "Savings by kind of behaviour and level", y) + 10;
  p.rule(X[0]!, y, RIGHT, y, 0.8);
  ["Kind", "Level", "Urban", "Highway", "Idle"].forEach((h, k) => p.text(h, X[k]! + 4, y + 11, CELL));
  y += PITCH + 2;
  p.rule(X[0]!, y, RIGHT, y, 0.5);
  GROUPS.forEach((label, g) => {
    const top = y;
    LEVELS.forEach((level, i) => [level, ...figures(g, i)].forEach((t, k) => p.text(t, X[k + 1]! + 4, top + i * PITCH + 11, CELL)));
    // The label's lines centred on the group's middle row: three lines stand level with its three rows.
    const step = spacing === "close" ? 0.7 * PITCH : PITCH;
    lines(label, spacing).forEach((line, j) => p.text(line, X[0]! + 4, top + PITCH + 11 + (j - (label.length - 1) / 2) * step, CELL));
    y += LEVELS.length * PITCH;
    if (spacing === "ruled" && g < GROUPS.length - 1) p.rule(X[0]!, y + 1, RIGHT, y + 1, 0.5);
  });
  y += 3;
  p.rule(X[0]!, y, RIGHT, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Wrapped group labels");
}

async function bodyOf(pdf: Uint8Array, rows: number): Promise<string[][]> {
  const table = await readOnlyTable(pdf);
  return tableGrid(table).rows.slice(-rows).map((r) => r.map(norm));
}

describe("a group's label wrapped over several lines beside its rows", () => {
  it.each(["ruled", "close", "lower"] as const)("is one label heading its three rows (%s)", async (spacing) => {
    const expected = GROUPS.flatMap((label, g) => {
      const text = lines(label, spacing).join(" ");
      return LEVELS.map((level, i) => [i === 0 ? text : "", level, ...figures(g, i)].map(norm));
    });
    expect(await bodyOf(await groupsTable(spacing), 9)).toEqual(expected);
  });

  it("leaves two labels apart on consecutive rows at the rows' pitch, the lower opening with a capital", async () => {
    const p = new TablePage();
    let y = p.prose(0, 3);
    y += 30;
    y = p.caption("Table 3", "Methods against the baseline", y) + 10;
    p.rule(X[0]!, y, RIGHT, y, 0.8);
    ["Group", "Method", "Urban", "Highway", "Idle"].forEach((h, k) => p.text(h, X[k]! + 4, y + 11, CELL));
    y += PITCH + 2;
    p.rule(X[0]!, y, RIGHT, y, 0.5);
    const rows = ["Plain", "Tuned", "Mixed", "Large"];
    rows.forEach((m, i) => [m, ...figures(1, i)].forEach((t, k) => p.text(t, X[k + 1]! + 4, y + i * PITCH + 11, CELL)));
    p.text("Baseline", X[0]! + 4, y + 11, CELL);
    p.text("Ours", X[0]! + 4, y + PITCH + 11, CELL);
    y += rows.length * PITCH + 3;
    p.rule(X[0]!, y, RIGHT, y, 0.8);
    p.prose(3, 6, y + 30);
    const body = await bodyOf(await p.render("Two labels"), rows.length);
    expect(body.map((r) => r[0])).toEqual(["Baseline", "Ours", "", ""].map(norm));
  });
});
