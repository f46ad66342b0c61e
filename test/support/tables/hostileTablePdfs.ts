/**
 * PDFs built to break a table reader (the bad input): a 5,000-row table, a page of
 * 50,000 tiny text items, a grid of 10,000 ruling lines, cells of zero width, and a table whose
 * rows never end. Each takes a size, so a benchmark can read it at 1x, 2x and 4x and show that
 * time and memory grow in proportion; each returns what was drawn.
 */
import { CELL, CELL_BOLD, drawCaption, MARGIN, PAGE, TableSheet } from "./tableSheet.ts";

export interface HostilePdf {
  bytes: Uint8Array;
  /** The rows drawn, header excluded (for the tables among them). */
  rows: string[][];
  /** How much of the hostile thing it holds (rows, items, rules, cells). */
  size: number;
  /** What that size counts. */
  unit: string;
}

const ROW_H = 11;
const TOP = 90;
const BOTTOM = PAGE[1] - 70;
const COLUMNS = [90, 90, 90, 90, 90];
const HEADER = ["Record", "Batch", "Reading A", "Reading B", "Status"];

function recordRow(i: number): string[] {
  return [`R${String(i + 1).padStart(6, "0")}`, `B${(i % 97) + 1}`, ((i * 37) % 1000 / 10).toFixed(1), ((i * 53) % 1000 / 10).toFixed(1), i % 5 === 0 ? "flagged" : "ok"];
}

function drawRow(sheet: TableSheet, page: number, cells: readonly string[], y: number, bold = false): void {
  let x = MARGIN;
  cells.forEach((text, k) => {
    sheet.text(page, text, x + 3, y, bold ? CELL_BOLD : CELL);
    x += COLUMNS[k]!;
  });
}

const width = COLUMNS.reduce((a, b) => a + b, 0);

/**
 * A booktabs table of `rows` rows continued over as many pages as it takes, with the header and
 * "Table 1. (Continued)" printed again on each page and a bottom rule only after its last row.
 */
export async function longTable(rows = 5000): Promise<HostilePdf> {
  const sheet = new TableSheet();
  const drawn = Array.from({ length: rows }, (_, i) => recordRow(i));
  let i = 0;
  let first = true;
  while (i < rows) {
    const page = sheet.addPage();
    let y = TOP;
    if (first) {
      sheet.text(page, "Readings of every record in the run", MARGIN, 60, { font: "Times-Bold", size: 14 });
      y = 80;
    }
    y = drawCaption(sheet, page, "Table 1", first ? "Every reading of the run, by record" : "(Continued)", MARGIN, y, width) + 2;
    sheet.rule(page, MARGIN, y - 9, MARGIN + width, y - 9, 1);
    drawRow(sheet, page, HEADER, y, true);
    sheet.rule(page, MARGIN, y + 3, MARGIN + width, y + 3, 0.5);
    y += ROW_H + 2;
    while (i < rows && y < BOTTOM) {
      drawRow(sheet, page, drawn[i]!, y);
      y += ROW_H;
      i++;
    }
    if (i === rows) sheet.rule(page, MARGIN, y - 7, MARGIN + width, y - 7, 1);
    first = false;
  }
  return { bytes: await sheet.render("A long table"), rows: drawn, size: rows, unit: "rows" };
}

/** One page of `items` separate tiny text items (1.5 pt numbers, each on its own baseline), in a dense grid. */
export async function tinyItemsPage(items = 50_000): Promise<HostilePdf> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  sheet.text(page, "A page of tiny numbers", MARGIN, 50, { font: "Times-Bold", size: 12 });
  const perLine = 200;
  const lines = Math.ceil(items / perLine);
  const dy = (PAGE[1] - 90 - 30) / lines;
  for (let n = 0; n < items; n++) {
    const line = Math.floor(n / perLine);
    const k = n % perLine;
    // A baseline a hair off its neighbour's keeps pdf.js from joining them into one item.
    sheet.text(page, String(n % 10), 20 + k * 2.85, 90 + line * dy + (k % 2) * 0.3, { font: "Helvetica", size: 1.5 });
  }
  return { bytes: await sheet.render("Tiny items"), rows: [], size: items, unit: "text items" };
}

/**
 * A ruled grid drawn the worst way for a reader: every cell's four borders as separate strokes
 * (`rules` of them in all), with a short number in each cell.
 */
export async function rulingGrid(rules = 10_000): Promise<HostilePdf> {
  const sheet = new TableSheet();
  const cells = Math.max(1, Math.round(rules / 4));
  const side = Math.ceil(Math.sqrt(cells));
  const pages = Math.ceil(cells / (side * side));
  const rows: string[][] = [];
  const cw = (PAGE[0] - 2 * 40) / side;
  const ch = (PAGE[1] - 2 * 60) / side;
  const size = Math.min(6, ch * 0.6, cw / 4);
  let n = 0;
  for (let p = 0; p < pages; p++) {
    const page = sheet.addPage();
    drawCaption(sheet, page, "Table 1", "Counts in every cell of the plate", 40, 45, 500);
    for (let r = 0; r < side && n < cells; r++) {
      const row: string[] = [];
      for (let c = 0; c < side && n < cells; c++, n++) {
        const x = 40 + c * cw;
        const y = 60 + r * ch;
        sheet.rule(page, x, y, x + cw, y, 0.3);
        sheet.rule(page, x, y + ch, x + cw, y + ch, 0.3);
        sheet.rule(page, x, y, x, y + ch, 0.3);
        sheet.rule(page, x + cw, y, x + cw, y + ch, 0.3);
        const text = String(n % 1000);
        sheet.text(page, text, x + 1, y + ch * 0.75, { font: "Helvetica", size });
        row.push(text);
      }
      rows.push(row);
    }
  }
  return { bytes: await sheet.render("A grid of rules"), rows, size: cells * 4, unit: "ruling lines" };
}

/**
 * A ruled table where `zeroColumns` columns have no width (their two rules drawn at the same x),
 * one cell is a rectangle of zero width, and one cell's text is squeezed to no width at all.
 */
export async function zeroWidthCells(zeroColumns = 200): Promise<HostilePdf> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  const top = drawCaption(sheet, page, "Table 1", "Readings with empty columns of no width between them", MARGIN, 80, 460);
  const rows = [["Probe", "Reading", "Unit"], ["P1", "4.2", "mV"], ["P2", "5.9", "mV"], ["P3", "7.1", "mV"], ["P4", "6.6", "mV"]];
  const widths = [120, 120, 120];
  const y0 = top + 4;
  for (let r = 0; r <= rows.length; r++) sheet.rule(page, MARGIN, y0 + r * 14, MARGIN + 360, y0 + r * 14, 0.5);
  // Column borders; after the first column, `zeroColumns` borders all at the same x.
  let x = MARGIN;
  sheet.rule(page, x, y0, x, y0 + rows.length * 14, 0.5);
  widths.forEach((w, k) => {
    x += w;
    const repeats = k === 0 ? zeroColumns + 1 : 1;
    for (let n = 0; n < repeats; n++) sheet.rule(page, x, y0, x, y0 + rows.length * 14, 0.5);
  });
  // A rectangle of zero width and a text squeezed to nothing, both inside the first column.
  sheet.fill(page, MARGIN + 60, y0 + 14, 0, 14, "#000000");
  sheet.framed(page, [0.0001, 0, 0, 1, (MARGIN + 100) * (1 - 0.0001), 0], () => {
    sheet.text(page, "squeezed", MARGIN + 100, y0 + 24, CELL);
  });
  rows.forEach((row, r) => {
    let cx = MARGIN;
    row.forEach((text, k) => {
      sheet.text(page, text, cx + 4, y0 + r * 14 + 10, r === 0 ? CELL_BOLD : CELL);
      cx += widths[k]!;
    });
  });
  return { bytes: await sheet.render("Zero-width cells"), rows: rows.slice(1), size: zeroColumns, unit: "zero-width columns" };
}

/**
 * A table that starts under its caption and then never ends: every page after it is nothing but
 * rows, with no header printed again, no "Continued", no bottom rule, until the file ends.
 */
export async function endlessTable(pages = 100): Promise<HostilePdf> {
  const sheet = new TableSheet();
  const rows: string[][] = [];
  for (let p = 1; p <= pages; p++) {
    const page = sheet.addPage();
    let y = TOP;
    if (p === 1) {
      y = drawCaption(sheet, page, "Table 1", "Readings, record by record", MARGIN, 70, width) + 2;
      sheet.rule(page, MARGIN, y - 9, MARGIN + width, y - 9, 1);
      drawRow(sheet, page, HEADER, y, true);
      sheet.rule(page, MARGIN, y + 3, MARGIN + width, y + 3, 0.5);
      y += ROW_H + 2;
    }
    while (y < BOTTOM) {
      const row = recordRow(rows.length);
      drawRow(sheet, page, row, y);
      rows.push(row);
      y += ROW_H;
    }
    sheet.text(page, String(p), PAGE[0] / 2, PAGE[1] - 40, { font: "Times-Roman", size: 8 });
  }
  return { bytes: await sheet.render("An endless table"), rows, size: pages, unit: "pages of rows" };
}
