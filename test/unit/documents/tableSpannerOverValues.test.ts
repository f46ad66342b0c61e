import { describe, expect, it } from "vitest";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { CELL } from "../../support/tables/tableSheet.ts";
import { columnEdges, readTables, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A booktabs table whose header is one spanner over the values of a swept quantity ("Number of
// agents" over "1 2 4 8 16 32"), set with \multicolumn and no \cmidrule under it. Its text, narrower
// than the run, lies within the stretch of the two values under its middle, and right-aligned
// figures leave it no overhang past them: it was read as heading those two columns only, a cell
// in the middle of the run, where a reader of the page sees it head all six.

const COLUMNS = [80, 36, 36, 36, 36, 36, 36];
const ROW = 12;
const BODY = [
  ["Stage A", "1.36", "1.35", "1.19", "1.14", "1.15", "1.15"],
  ["Stage B", "2.36", "2.35", "2.19", "2.14", "2.15", "2.15"],
  ["Stage C", "3.36", "3.35", "3.19", "3.14", "3.15", "3.15"],
  ["Total", "4.36", "4.35", "4.19", "4.14", "4.15", "4.15"],
];

/** The spanners (text and first column of the run each heads, after the stub) over the sub-headings under them. */
async function sweptTable(spanners: { text: string; from: number; to: number }[], sub: readonly string[]): Promise<Uint8Array> {
  const p = new TablePage();
  const x = 100;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const top = p.prose(0, 3) + 20;
  p.rule(x, top, x + width, top, 0.8);
  for (const s of spanners) p.centred(s.text, edges[s.from]!, edges[s.to + 1] ?? x + width, top + ROW - 3, CELL);
  sub.forEach((s, i) => p.right(s, edges[i + 1]! + COLUMNS[i + 1]! - 4, top + 2 * ROW - 3, CELL));
  const head = top + 2 * ROW + 2;
  p.rule(x, head, x + width, head, 0.5);
  let y = head;
  for (const cells of BODY) {
    cells.forEach((t, c) => (c === 0 ? p.text(t, edges[0]! + 3, y + ROW - 3, CELL) : p.right(t, edges[c]! + COLUMNS[c]! - 4, y + ROW - 3, CELL)));
    y += ROW;
  }
  const bottom = y + 2;
  p.rule(x, bottom, x + width, bottom, 0.8);
  const after = p.caption("Table 1:", "Time per stage against the number of agents working at once.", bottom + 16, x, width);
  p.prose(3, 6, after + 20);
  return p.render("Spanner over swept values");
}

/** Each header cell of the top level with text, as "text@first column+span". */
function topLevel(table: ParsedTable): string[] {
  let k = 0;
  const out: string[] = [];
  for (const cell of table.header[0]!.cells) {
    if (cell.text) out.push(`${cell.text}@${k}+${cell.colSpan}`);
    k += cell.colSpan;
  }
  return out;
}

describe("a spanner over the values of a swept quantity", () => {
  it("heads the whole run of values, not the two its text lies over", async () => {
    const tables = await readTables(await sweptTable([{ text: "Number of agents", from: 1, to: 6 }], ["1", "2", "4", "8", "16", "32"]));
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    expect(topLevel(tables[0]!)).toEqual(["Number of agents@1+6"]);
    expect(tables[0]!.header[1]!.cells.map((c) => c.text)).toEqual(["", "1", "2", "4", "8", "16", "32"]);
  });

  it("gives neither of two spanners side by side over values the other's columns", async () => {
    // The run of values is the six columns: neither spanner stands centred over it, and each keeps
    // within its own half. (Which of its own three columns each heads is not asked here: over
    // right-aligned figures a spanner of three is read one column off, on main as on this rule.)
    const tables = await readTables(await sweptTable([{ text: "Training set size", from: 1, to: 3 }, { text: "Testing set size", from: 4, to: 6 }], ["1", "2", "4", "1", "2", "4"]));
    const [train, test] = topLevel(tables[0]!).map((s) => s.split("@")[1]!.split("+").map(Number) as [number, number]);
    expect(train![0] + train![1] - 1).toBeLessThanOrEqual(3);
    expect(test![0]).toBeGreaterThanOrEqual(4);
  });

  it("leaves a spanner over named columns to the columns its text lies over", async () => {
    const tables = await readTables(await sweptTable([{ text: "Number of agents", from: 3, to: 4 }], ["Params", "FLOPs", "Top-1", "Top-5", "Memory", "Latency"]));
    expect(topLevel(tables[0]!)).toEqual(["Number of agents@3+2"]);
  });
});
