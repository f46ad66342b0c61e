import { describe, expect, it } from "vitest";
import { BODY, CELL, CELL_BOLD, drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import type { Style } from "../../support/layoutSheet.ts";
import { normed, normedGrid, readTables, row, specCells, TablePage } from "../../support/tables/tablePage.ts";
import { COLUMN_WIDTH, COLUMN_X, DETECTION, twoColumns } from "../../support/tables/twoColumnTablePage.ts";

// A table of one column drawn as a grid (pdf-parse-bench's tuning half, round 22): a stack of
// boxes, each closed by rules on both sides and ruled off from the next, each holding one item
// ("a0.wp1", "a1.wp3", ...). Its rules say table, but no row has cells side by side, which every
// search for an uncaptioned table asked for: it was dropped. The guards are the framed things a
// page holds that are no table: a boxed abstract, an algorithm ruled at its top and foot, one
// framed equation, two framed lines, framed sentences, and a diagram's boxes stacked apart.

const MONO: Pick<Style, "font" | "size"> = { font: "Courier", size: 10 };
const ITEMS = ["a0.wp1", "a1.wp3", "a2.wp0", "a0.wp0", "a1.wp4", "a2.wp2"];

/**
 * A stack of boxes as LaTeX's `|l|` tabular with `\hline` between rows draws it: each row's side
 * rules as pieces of their own, a rule across under each row. Returns the stack's bottom.
 */
function boxStack(p: TablePage, lines: readonly { text: string; style: Pick<Style, "font" | "size"> }[], x: number, y: number, w: number, rowH = 16.8): number {
  p.rule(x, y, x + w, y, 0.4);
  lines.forEach((line, i) => {
    const top = y + i * rowH;
    p.rule(x, top + 0.2, x, top + rowH - 0.2, 0.4);
    p.rule(x + w, top + 0.2, x + w, top + rowH - 0.2, 0.4);
    p.text(line.text, x + 4, top + rowH - 5, line.style);
    p.rule(x, top + rowH, x + w, top + rowH, 0.4);
  });
  return y + lines.length * rowH;
}

const around = (p: TablePage, draw: (y: number) => number) => {
  const y = p.paragraph("Worker have husband tell least. Writer doctor decide agreement ground today.", COLUMN_X, 330, COLUMN_WIDTH);
  const bottom = draw(y + 14);
  p.paragraph("Big that magazine. Performance fund message claim energy give over the season.", COLUMN_X, bottom + 22, COLUMN_WIDTH);
};

describe("one-column tables drawn as a stack of boxes", () => {
  it("reads a stack of six boxed items as a table of one column, one item a row", async () => {
    const pdf = await twoColumns("Boxed column", (p) => around(p, (y) => boxStack(p, ITEMS.map((text) => ({ text, style: MONO })), COLUMN_X + 80, y, 52)));
    const tables = await readTables(pdf);
    expect(tables.map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION), normed(ITEMS.map((t) => [t]))]);
    // Every box is an item alike: none heads the others.
    expect(normedGrid(tables[1]!).header).toEqual([]);
    expect(tables[1]!.doubts.map((d) => d.kind)).toContain("one-column");
  });

  it("reads a first box set in bold over the items as the column's heading", async () => {
    const lines = [{ text: "Waypoint", style: CELL_BOLD }, ...ITEMS.slice(0, 4).map((text) => ({ text, style: CELL }))];
    const pdf = await twoColumns("Boxed column", (p) => around(p, (y) => boxStack(p, lines, COLUMN_X + 80, y, 52, 14)));
    const tables = await readTables(pdf);
    expect(tables).toHaveLength(2);
    expect(normedGrid(tables[1]!).header).toEqual([["Waypoint"]]);
    expect(normedGrid(tables[1]!).rows).toEqual(normed(ITEMS.slice(0, 4).map((t) => [t])));
  });

  it("keeps reading a captioned booktabs table of one column (its caption says table)", async () => {
    const p = new TablePage();
    const y = p.caption("Table 1.", "Hyperparameters used in all runs.", p.prose(0, 3) + 20, 226, 200);
    const settings: TableSpec = { columns: [120], header: [row("Setting")], rows: [row("Expert number = 10"), row("TopK = 5"), row("Prototype number = 16"), row("Learning rate = 1e-4")], style: "booktabs" };
    p.prose(3, 6, drawTable(p.sheet, p.page, settings, 246, y + 6).bottom + 25);
    const tables = await readTables(await p.render("Captioned column"));
    expect(tables.map((t) => [t.label, normedGrid(t).all])).toEqual([["Table 1", specCells(settings)]]);
  });

  it("leaves an abstract in a frame as text", async () => {
    const pdf = await twoColumns("Boxed column", (p) =>
      around(p, (y) => {
        const bottom = p.paragraph("We study how counts vary over a season. Stations report daily. The totals rise with the size of the training set and fall in winter.", COLUMN_X + 6, y + 12, COLUMN_WIDTH - 12);
        p.box(COLUMN_X, y, COLUMN_WIDTH, bottom - y);
        return bottom;
      }),
    );
    expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION)]);
  });

  it("leaves an algorithm ruled at its top, under its title and at its foot as text", async () => {
    const steps = ["Algorithm 1 Greedy search", "1: input: graph G", "2: for each node v do", "3: visit v", "4: end for", "5: return order"];
    const pdf = await twoColumns("Boxed column", (p) =>
      around(p, (y) => {
        p.rule(COLUMN_X, y, COLUMN_X + COLUMN_WIDTH, y, 0.8);
        steps.forEach((s, i) => p.text(s, COLUMN_X + 2, y + 11 + i * 12, i === 0 ? { ...BODY, font: "Times-Bold" } : BODY));
        p.rule(COLUMN_X, y + 14, COLUMN_X + COLUMN_WIDTH, y + 14, 0.4);
        const bottom = y + 4 + steps.length * 12;
        p.rule(COLUMN_X, bottom, COLUMN_X + COLUMN_WIDTH, bottom, 0.8);
        return bottom;
      }),
    );
    expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION)]);
  });

  it("leaves one framed equation, two framed lines and a stack of framed sentences as text", async () => {
    const sentences = ["Scores rise with the size of the training set every time.", "Counts fall in winter at every station that reported them.", "The largest model is not the best one on the small set."];
    const pdf = await twoColumns("Boxed column", (p) =>
      around(p, (y) => {
        p.box(COLUMN_X + 60, y, 90, 16);
        p.text("E = m c^2 + k", COLUMN_X + 66, y + 11, BODY);
        let bottom = boxStack(p, [{ text: "B badly", style: BODY }, { text: "estimated", style: BODY }], COLUMN_X + 60, y + 30, 60);
        bottom = boxStack(p, sentences.map((text) => ({ text, style: CELL })), COLUMN_X, bottom + 20, COLUMN_WIDTH);
        return bottom;
      }),
    );
    expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION)]);
  });

  it("leaves a diagram's boxes stacked apart, one step each, as text", async () => {
    const pdf = await twoColumns("Boxed column", (p) =>
      around(p, (y) => {
        ["Load", "Parse", "Index", "Answer"].forEach((step, i) => {
          p.box(COLUMN_X + 70, y + i * 26, 60, 16);
          p.centred(step, COLUMN_X + 70, COLUMN_X + 130, y + i * 26 + 11, BODY);
        });
        return y + 4 * 26;
      }),
    );
    expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([specCells(DETECTION)]);
  });
});
