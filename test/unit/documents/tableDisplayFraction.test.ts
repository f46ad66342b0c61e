import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// False tables on papers with no table truth (round 24): a displayed equation of two fractions,
// each a numerator and a denominator (radicals raised over them) around a drawn bar, was read as
// two tables of two columns, walked from the bar as from a header's rule. The display's "=" stands
// on the bar's own height just beside it, where nothing stands beside a table's rule.

const MATH = { font: "Times-Roman", size: 10 } as const;
const CELL = { font: "Helvetica", size: 9 } as const;

/** A page of prose, then a display `S/(S+U) = a/b = c/d` with its bars at y 300, then prose. */
async function fractionPage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  const bar = 300;
  p.text("S", 134, bar - 4, MATH);
  p.rule(130, bar, 145, bar, 0.4);
  p.text("S + U", 130, bar + 11, MATH);
  p.text("=", 150, bar + 3, MATH);
  // Each fraction: radicals' marks a line over the numerator and beside its bar, the numerator in two pieces around one.
  for (const x of [162, 300]) {
    p.text("\u221A", x + 18, bar - 13, MATH);
    p.text("\u221A", x + 53, bar - 13, MATH);
    p.text("k(k +", x + 26, bar - 4, MATH);
    p.text("k)x + kx", x + 61, bar - 4, MATH);
    p.rule(x, bar, x + 117, bar, 0.4);
    p.text("\u221A", x + 4, bar + 2, MATH);
    p.text("\u221A", x + 64, bar + 2, MATH);
    p.text("(", x, bar + 11, MATH);
    p.text("k + 1)((k +", x + 12, bar + 11, MATH);
    p.text("k)x \u2212 k)", x + 72, bar + 11, MATH);
    p.text("=", x + 122, bar + 3, MATH);
  }
  p.text("1", 445, bar + 3, MATH);
  p.prose(6, 10, bar + 40);
  return p.render("Display");
}

/** A page of prose, then a small table ruled under its header only, no caption, then prose. */
async function headerRulePage(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 6);
  const rule = 300;
  p.text("Station", 180, rule - 4, CELL);
  p.text("Count", 290, rule - 4, CELL);
  p.rule(176, rule, 330, rule, 0.4);
  [["Aberdeen", "12.4"], ["Bergen", "9.8"], ["Cadiz", "15.1"]].forEach(([name, count], i) => {
    p.text(name!, 180, rule + 11 + i * 11, CELL);
    p.text(count!, 290, rule + 11 + i * 11, CELL);
  });
  p.prose(6, 10, rule + 60);
  return p.render("Stations");
}

describe("a displayed fraction", () => {
  it("is no table", async () => {
    expect((await readPaper(await fractionPage())).tables ?? []).toEqual([]);
  });

  it("leaves a small table ruled under its header alone", async () => {
    const tables = (await readPaper(await headerRulePage())).tables ?? [];
    expect(tables.map((t) => normedGrid(t).all)).toEqual([[["Station", "Count"], ["Aberdeen", "12.4"], ["Bergen", "9.8"], ["Cadiz", "15.1"]]]);
  });
});
