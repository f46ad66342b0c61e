import { describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { CELL } from "../../support/tables/tableSheet.ts";
import { columnEdges, readOnlyTable, readTables, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A header of one spanner over the values of a swept quantity ("Number of agents" over "1 2 4 8
// 16 32", "Design effect" over "1.0 1.1 ... 1.6"). The line of values reads like a row of figures,
// and was read as the body's first row: the header kept the spanner alone, with nothing under it
// to head. Booktabs rules it with a \cmidrule under the spanner and the \midrule under the values;
// a table typed in a typewriter's manner sets a line of dashes there, or only space.

// The stub narrow beside six values, as in a paper: the spanner's underline runs across most of the table.
const COLUMNS = [46, 36, 36, 36, 36, 36, 36];
const ROW = 12;
const VALUES = ["1", "2", "4", "8", "16", "32"];
const BODY = [
  ["Stage A", "1.36", "1.35", "1.19", "1.14", "1.15", "1.15"],
  ["Stage B", "2.36", "2.35", "2.19", "2.14", "2.15", "2.15"],
  ["Stage C", "3.36", "3.35", "3.19", "3.14", "3.15", "3.15"],
  ["Total", "4.36", "4.35", "4.19", "4.14", "4.15", "4.15"],
];

/**
 * `rules`: "booktabs" (a rule over the table, one under the spanner's run only, one across under
 * the values) or "none" (space alone under the values: `apart` points more than the rows' leading).
 * `stub` is the stub's heading set on the values' line, if any; `step` how far the values' line
 * stands under the spanner's.
 */
async function sweptTable(rules: "booktabs" | "none", stub: string, apart: number, step = ROW): Promise<Uint8Array> {
  const p = new TablePage();
  const x = 100;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const top = p.prose(0, 3) + 20;
  if (rules === "booktabs") p.rule(x, top, x + width, top, 0.8);
  p.centred("Number of agents", edges[1]!, x + width, top + ROW - 3, CELL);
  if (rules === "booktabs") p.rule(edges[1]! + 3, top + ROW + 1, x + width - 3, top + ROW + 1, 0.4);
  if (stub) p.text(stub, edges[0]! + 3, top + ROW + step - 3, CELL);
  VALUES.forEach((s, i) => p.right(s, edges[i + 1]! + COLUMNS[i + 1]! - 4, top + ROW + step - 3, CELL));
  const head = top + ROW + step + 2;
  if (rules === "booktabs") p.rule(x, head, x + width, head, 0.5);
  let y = head + apart;
  for (const cells of BODY) {
    cells.forEach((t, c) => (c === 0 ? p.text(t, edges[0]! + 3, y + ROW - 3, CELL) : p.right(t, edges[c]! + COLUMNS[c]! - 4, y + ROW - 3, CELL)));
    y += ROW;
  }
  const bottom = y + 2;
  if (rules === "booktabs") p.rule(x, bottom, x + width, bottom, 0.8);
  const after = p.caption("Table 1:", "Time per stage against the number of agents working at once.", bottom + 16, x, width);
  p.prose(3, 6, after + 20);
  return p.render("Spanner over a line of values");
}

const texts = (table: ParsedTable) => ({ header: table.header.map((r) => r.cells.map((c) => c.text).filter(Boolean)), first: table.rows[0]?.cells.map((c) => c.text) });

describe("a header of a spanner alone over a line of values", () => {
  it("takes the values between the spanner's underline and the rule across (booktabs)", async () => {
    const tables = await readTables(await sweptTable("booktabs", "", 0));
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    expect(texts(tables[0]!)).toEqual({ header: [["Number of agents"], VALUES], first: BODY[0] });
    // The spanner's underline says it heads the whole run.
    expect(tables[0]!.header[0]!.cells.find((c) => c.text)?.colSpan).toBe(6);
  });

  it("takes the values set apart from the rows by space, with the stub's heading beside them", async () => {
    const table = await readOnlyTable(await sweptTable("none", "Stage", 10));
    // The stub's heading heads both levels, beside the spanner and its values.
    expect(texts(table)).toEqual({ header: [["Stage", "Number of agents"], VALUES], first: BODY[0] });
    expect(table.header[0]!.cells[0]).toMatchObject({ text: "Stage", rowSpan: 2 });
  });

  it("heads the whole run of values set solid under it, as a typewriter sets a table", async () => {
    // The values a little over an em under the spanner (8.5 points at 8), nearer than a header's
    // levels usually stand: the spanner, narrower than the run, was read over the two or three
    // columns its text lies over. A heading does not wrap onto a line of figures.
    const table = await readOnlyTable(await sweptTable("none", "Stage", 10, 8.5));
    expect(texts(table).header).toEqual([["Stage", "Number of agents"], VALUES]);
    expect(table.header[0]!.cells.map((c) => [c.text, c.colSpan])).toEqual([["Stage", 1], ["Number of agents", 6]]);
  });

  it("leaves a line of figures at the rows' leading to the body", async () => {
    // With nothing setting it apart, a line of figures under a lone spanner is as much a row as
    // the rows under it: the reading is left as it was.
    const table = await readOnlyTable(await sweptTable("none", "Stage", 0));
    expect(texts(table).header).toEqual([["Number of agents"]]);
  });
});
