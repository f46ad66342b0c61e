import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Tables ruled down between their figure columns, ruled across under the header and between two
// groups of rows, with no rule over the header or under the last row, each captioned under itself,
// three stacked across a page whose text below runs in two columns (a workshop paper's runtime
// tables). A caption's search for the table over it looks for a rule just over it: there is none,
// and the last rows' figures, set close between their column rules, do not read as cells apart,
// so no caption found a table over it, the page was read with captions over their tables, and
// each caption named the table under it: the first table went unnamed, the last caption named
// none. Here the column rules' ends are the table's bottom, and each caption names the table over
// it. Guard: the same tables captioned over themselves keep each caption on the table under it.

const CELL = { font: "Times-Roman" as const, size: 9 };
const LEADING = 11;
// The stub's two columns (the group's name at the left, the row's label set flush right a few
// points short of the first rule), then figure columns 26 points wide, each ruled off at its left:
// every piece of a row but the group's name stands within an em or so of the next.
const STUB = [90, 244];
const FIGURES = [250, 276, 302, 328, 354];

type Group = { name: string; rows: string[][] };

const figure = (i: number, j: number, k: number) => (10 + ((7 * i + 13 * j + 5 * k) % 80) + 0.1 * ((i + j + k) % 10)).toFixed(1);
const LABELS = ["runtime (hours)", "initial topics per word", "throughput (documents/hour)", "memory (gigabytes)", "restarts (count)"];
const group = (name: string, k: number): Group => ({ name, rows: LABELS.map((label, i) => [label, ...FIGURES.map((_, j) => figure(i, j, k))]) });

const TABLES: { header: string[]; groups: Group[] }[] = [
  { header: ["dataset", "10k", "20k", "50k", "100k", "200k"], groups: [group("north", 1), group("south", 2)] },
  { header: ["sites", "1", "2", "5", "10", "20"], groups: [group("east", 3), group("west", 4)] },
  { header: ["nodes", "2", "4", "8", "16", "32"], groups: [group("alpha", 5), group("beta", 6)] },
];

/** The rows the reader should give: the group's name with its first row's label, as the stub column it shares. */
const expectedRows = (t: { groups: Group[] }) => t.groups.flatMap((g) => g.rows.map((r, i) => [i === 0 ? `${g.name} ${r[0]}` : r[0]!, ...r.slice(1)]));

/** Draws one table from y (the top of its header line); returns the column rules' bottom end. With no header, the groups alone, one rule between them. */
function drawGrouped(p: TablePage, t: { header?: string[]; groups: Group[] }, y: number): number {
  const top = y;
  let base = y - 2;
  if (t.header) {
    base += LEADING;
    p.text(t.header[0]!, STUB[0]!, base, CELL);
    FIGURES.forEach((x, j) => p.right(t.header![j + 1]!, x + 20, base, CELL));
  }
  for (const [k, g] of t.groups.entries()) {
    // The rule over each group: under the header, then between the groups.
    if (t.header || k > 0) p.rule(86, base + 3, 382, base + 3, 0.4);
    g.rows.forEach((r, i) => {
      base += LEADING;
      if (i === 0) p.text(g.name, STUB[0]!, base, CELL);
      p.right(r[0]!, STUB[1]!, base, CELL);
      FIGURES.forEach((x, j) => p.right(r[j + 1]!, x + 20, base, CELL));
    });
  }
  const bottom = base + 3;
  for (const x of FIGURES) p.rule(x - 2, top, x - 2, bottom, 0.4);
  return bottom;
}

async function page(captionsUnder: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = 60;
  TABLES.forEach((t, i) => {
    const caption = `Runtime for ${["one machine", "many machines", "a fixed load per machine"][i]} over the two groups of runs, each setting averaged over five repeats.`;
    if (captionsUnder) {
      y = drawGrouped(p, t, y);
      y = p.caption(`Table ${i + 1}:`, caption, y + 16, 72, 468) + 14;
    } else {
      y = p.caption(`Table ${i + 1}:`, caption, y + 10, 72, 468) + 6;
      y = drawGrouped(p, t, y) + 14;
    }
  });
  // The paper's two columns of running text under the tables.
  p.columnText(72, y + 20, 220, 8);
  p.columnText(320, y + 20, 220, 8);
  return p.render("Runtimes");
}

describe("tables ruled down their columns with no rule under the last row, each captioned under itself", () => {
  it("names each table by the caption under it and reads all its rows", async () => {
    const tables = await readTables(await page(true));
    expect(tables.map((t) => t.label)).toEqual(["Table 1:", "Table 2:", "Table 3:"].map((l) => expect.stringMatching(new RegExp(`^${l.slice(0, -1)}`))));
    TABLES.forEach((t, i) => {
      const grid = normedGrid(tables[i]!);
      expect(grid.rows).toEqual(normed(expectedRows(t)));
    });
  });

  it("keeps captions set over such tables on the table under each", async () => {
    const tables = await readTables(await page(false));
    expect(tables.map((t) => t.label)).toEqual(["Table 1:", "Table 2:", "Table 3:"].map((l) => expect.stringMatching(new RegExp(`^${l.slice(0, -1)}`))));
    TABLES.forEach((t, i) => expect(normedGrid(tables[i]!).rows).toEqual(normed(expectedRows(t))));
  });
});

describe("a table ruled down its columns, one rule across between two groups of rows alike", () => {
  it("reads the first group as rows, not as headings over the rule", async () => {
    const p = new TablePage();
    const groups = [group("east", 7), group("west", 8)];
    let y = p.caption("Table 1:", "Runtime over the two groups of runs, each setting averaged over five repeats.", 70, 72, 468) + 6;
    y = drawGrouped(p, { groups }, y);
    p.prose(0, 6, y + 30);
    const table = await readOnlyTable(await p.render("Groups"));
    const grid = normedGrid(table);
    expect(grid.header).toEqual([]);
    expect(grid.rows).toEqual(normed(expectedRows({ groups })));
  });
});
