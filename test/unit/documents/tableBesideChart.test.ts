import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { TableSheet } from "../../support/tables/tableSheet.ts";

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
function boxed(sheet: TableSheet, page: number, y: number, rows: string[][]): number {
  const [x0, split, x1] = [60, 310, 360];
  const top = y;
  sheet.rule(page, x0, y, x1, y);
  for (const [label, count] of rows) {
    const lines = label === WRAPPED.join(" ") ? WRAPPED : [label!];
    const h = 6 + 13 * lines.length;
    lines.forEach((l, k) => sheet.text(page, l, x0 + 3, y + 13 + 13 * k, CELL));
    sheet.text(page, count!, x1 - 6 - 5.6 * count!.length, y + 13 + ((lines.length - 1) * 13) / 2, CELL);
    y += h;
    sheet.rule(page, x0, y, x1, y);
  }
  for (const x of [x0, split, x1]) sheet.rule(page, x, top, x, y);
  return y;
}

async function tablesBesideChart(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  sheet.text(page, "Enquiries by topic", 60, 70, { font: "Helvetica-Bold", size: 14 });
  const bottom = boxed(sheet, page, 90, TOPICS);
  // The chart: each label between two of the table's rows, its bar to the right.
  TOPICS.slice(1, -1).forEach(([label, count], k) => {
    const y = 90 + 19 * (k + 1) + 9;
    sheet.text(page, label!, 380, y, { font: "Helvetica", size: 8 });
    sheet.fill(page, 500, y - 7, Number.parseFloat(count!) * 20, 7, "#993333");
  });
  boxed(sheet, page, bottom + 30, OTHERS);
  return sheet.render("Enquiries");
}

describe("boxed tables beside a chart on a page with no caption", () => {
  it("reads both tables, the wrapped cell as one cell", async () => {
    const paper = await parsePdf(await tablesBesideChart(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(2);
    const grid = (i: number) => {
      const g = tableGrid(tables[i]!);
      return [...g.header, ...g.rows].map((r) => r.map(norm));
    };
    expect(grid(0)).toEqual(TOPICS.map((r) => r.map(norm)));
    expect(grid(1).map((r) => r[1])).toEqual(OTHERS.map((r) => r[1]));
    expect(grid(1)).toEqual(OTHERS.map((r) => r.map(norm)));
  });
});
