import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's page with no caption: a boxed table of topics and counts with a bar chart beside it,
// whose labels fall between the table's rows, and under it a second boxed table whose first cell
// wraps over four lines of words. The chart's labels broke the run of table rows the page was
// judged by, and the wrapped cell read as a paragraph; the column rule dividing them from the
// counts says they are cells.

const CELL = { font: "Helvetica" as const, size: 10 };
const TOPICS = [
  ["Topic", "Enquiries"],
  ["Institutions", "3.597"],
  ["Member states", "1.847"],
  ["Employment and social affairs", "1.783"],
  ["Passenger rights", "1.726"],
  ["Justice and security", "1.451"],
  ["Food safety and health", "1.241"],
  ["Total", "14.862"],
];
const WRAPPED = ["Other policies including competition, external", "trade, enlargement, agriculture and rural", "development, regional policy, the information", "society and media, culture and research"];
const OTHERS = [
  ["Topic", "Enquiries"],
  [WRAPPED.join(" "), "4.330"],
  ["Research enquiry service", "2.003"],
  ["Export helpdesk", "169"],
  ["Grand total", "6.502"],
];

/** A boxed two-column table; each row `lines` lines high. Returns its bottom. */
function boxed(p: TablePage, y: number, rows: string[][]): number {
  const [x0, split, x1] = [60, 310, 360];
  const top = y;
  p.rule(x0, y, x1, y);
  for (const [label, count] of rows) {
    const lines = label === WRAPPED.join(" ") ? WRAPPED : [label!];
    const h = 6 + 13 * lines.length;
    lines.forEach((l, k) => p.text(l, x0 + 3, y + 13 + 13 * k, CELL));
    p.text(count!, x1 - 6 - 5.6 * count!.length, y + 13 + ((lines.length - 1) * 13) / 2, CELL);
    y += h;
    p.rule(x0, y, x1, y);
  }
  for (const x of [x0, split, x1]) p.rule(x, top, x, y);
  return y;
}

async function tablesBesideChart(): Promise<Uint8Array> {
  const p = new TablePage();
  p.text("Enquiries by topic", 60, 70, { font: "Helvetica-Bold", size: 14 });
  const bottom = boxed(p, 90, TOPICS);
  // The chart: each label between two of the table's rows, its bar to the right.
  TOPICS.slice(1, -1).forEach(([label, count], k) => {
    const y = 90 + 19 * (k + 1) + 9;
    p.text(label!, 380, y, { font: "Helvetica", size: 8 });
    p.fill(500, y - 7, Number.parseFloat(count!) * 20, 7, "#993333");
  });
  boxed(p, bottom + 30, OTHERS);
  return p.render("Enquiries");
}

describe("boxed tables beside a chart on a page with no caption", () => {
  it("reads both tables, the wrapped cell as one cell", async () => {
    const tables = await readTables(await tablesBesideChart());
    expect(tables).toHaveLength(2);
    const grid = (i: number) => normedGrid(tables[i]!).all;
    expect(grid(0)).toEqual(normed(TOPICS));
    expect(grid(1).map((r) => r[1])).toEqual(OTHERS.map((r) => r[1]));
    expect(grid(1)).toEqual(normed(OTHERS));
  });
});
