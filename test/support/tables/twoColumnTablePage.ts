/**
 * A generated two-column LaTeX page for the uncaptioned-table tests: its right column holds a
 * booktabs table (DETECTION) under running text, so the page is searched for tables with no
 * caption (a page of one small table alone is not), and its left column is drawn by the test.
 *
 *   const pdf = await twoColumns("Boxed column", (p) => { p.rule(COLUMN_X, 100, COLUMN_X + COLUMN_WIDTH, 100); ... });
 *   expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([..., specCells(DETECTION)]);
 */
import { drawTable, type TableSpec } from "./tableSheet.ts";
import { row, TablePage } from "./tablePage.ts";

/** The left column's left edge. */
export const COLUMN_X = 72;
/** Each column's width. */
export const COLUMN_WIDTH = 220;
const RIGHT_X = 320;

/** The right column's table: a header and three rows, booktabs. */
export const DETECTION: TableSpec = {
  columns: [80, 60, 60],
  header: [row("Method", "AUROC", "AP")],
  rows: [row("AnomalyCLIP", "68.2", "35.3"), row("MultiADS", "91.1", "61.7"), row("DAPO", "91.8", "79.1")],
  style: "booktabs",
};

/** A page whose right column is six lines of running text over DETECTION, and whose left one is drawn by `left`. */
export async function twoColumns(title: string, left: (p: TablePage) => void): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.columnText(RIGHT_X, 90, COLUMN_WIDTH, 6);
  drawTable(p.sheet, p.page, DETECTION, RIGHT_X + (COLUMN_WIDTH - 200) / 2, y + 20);
  left(p);
  return p.render(title);
}

/**
 * A page whose right column is a paragraph over DETECTION, and whose left one is a paragraph,
 * what `left` draws from the baseline it is given (it returns its bottom), and a paragraph.
 */
export async function twoColumnsAmidParagraphs(title: string, left: (p: TablePage, y: number) => number): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.paragraph("The counts below were taken over the whole season at every station that reported. ".repeat(6), RIGHT_X, 90, COLUMN_WIDTH);
  drawTable(p.sheet, p.page, DETECTION, RIGHT_X + (COLUMN_WIDTH - 200) / 2, y + 20);
  const top = p.paragraph("Worker have husband tell least. Writer doctor decide agreement ground today.", COLUMN_X, 90, COLUMN_WIDTH);
  const bottom = left(p, top + 14);
  p.paragraph("Big that magazine. Performance fund message claim energy give over the season.", COLUMN_X, bottom + 22, COLUMN_WIDTH);
  return p.render(title);
}
