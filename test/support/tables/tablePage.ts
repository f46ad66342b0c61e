/**
 * A generated page around a table, and the reading of it back, for the table tests: a test says
 * only what is written where, which rules are drawn, and what it expects.
 *
 *   async function census(): Promise<Uint8Array> {
 *     const p = new TablePage();                          // a TableSheet and its first page
 *     let y = p.prose(0, 3);                              // PROSE[0..3) at (72, 90), 468 wide; returns the baseline after it
 *     y = p.caption("Table 2", "Census by age", y + 24);  // x 72, 400 wide unless given; returns the baseline after it
 *     p.rule(72, y, 300, y);                              // text, rules and fills as on a TableSheet, on the current page
 *     p.text("Age", 74, y + 11, CELL);
 *     p.right("Total", 294, y + 11, CELL);                // its right edge at 294
 *     p.centred("Male", 200, 300, y + 11, CELL);          // centred between 200 and 300
 *     p.prose(3, 6, y + 30);
 *     return p.render("Census");
 *   }
 *
 *   const table = labelled(await readTables(await census()), "Table 2"); // the real reader (pdf.js and all); fails if missing
 *   const grid = normedGrid(table);                                      // tableGrid's header and rows, each cell normed
 *   expect(grid.rows).toEqual(normed(ROWS));
 *
 * `p.nextPage()` goes on on a new page; `p.sheet` and `p.page` are there for `drawTable` and the
 * like; `readPaper` gives the whole paper (its passages too).
 */
import { expect } from "vitest";
import { type ParsedTable } from "../../../src-main/contract/tables.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../normText.ts";
import { widthOf, type Style } from "../layoutSheet.ts";
import { PROSE } from "./paperWriter.ts";
import { BODY, drawCaption, TableSheet, type SpecRow, type TableSpec } from "./tableSheet.ts";

type TextStyle = Pick<Style, "font" | "size">;

export class TablePage {
  readonly sheet = new TableSheet();
  /** The page drawn on: the first until `nextPage`. */
  page = this.sheet.addPage();

  /** Goes on on a new page; returns its number. */
  nextPage(): number {
    this.page = this.sheet.addPage();
    return this.page;
  }

  /** The sentences PROSE[from..to) as one paragraph at (x, y), 468 wide; returns the baseline after it. */
  prose(from: number, to: number, y = 90, x = 72): number {
    return this.sheet.paragraph(this.page, PROSE.slice(from, to).join(" "), x, y, 468, BODY);
  }

  /**
   * Running text in the other column of a two-column page, beside or around the tables a test
   * sets in its own column: one plain sentence `times` over, from (x, y) broken to `width`;
   * returns the baseline after it.
   */
  columnText(x: number, y: number, width: number, times: number): number {
    return this.paragraph(COLUMN_SENTENCE.repeat(times), x, y, width);
  }

  /** Any text as a paragraph from (x, y), broken to `width`; returns the baseline after it. */
  paragraph(text: string, x: number, y: number, width: number, style: Style = BODY): number {
    return this.sheet.paragraph(this.page, text, x, y, width, style);
  }

  /** "Table 2." in bold, then the caption, broken to `width`; returns the baseline after it. */
  caption(label: string, caption: string, y: number, x = 72, width = 400): number {
    return drawCaption(this.sheet, this.page, label, caption, x, y, width);
  }

  /** One run with its baseline at y, starting at x; returns the x where it ends. */
  text(text: string, x: number, y: number, style: TextStyle): number {
    return this.sheet.text(this.page, text, x, y, style);
  }

  /** One run turned to read bottom to top, its foot at (x, y); returns the y where it ends above. */
  turned(text: string, x: number, y: number, style: TextStyle): number {
    return this.sheet.turnedText(this.page, text, x, y, style);
  }

  /** One run ending at x1. */
  right(text: string, x1: number, y: number, style: TextStyle): number {
    return this.sheet.text(this.page, text, x1 - widthOf(text, style), y, style);
  }

  /** One run centred between x0 and x1. */
  centred(text: string, x0: number, x1: number, y: number, style: TextStyle): number {
    return this.sheet.text(this.page, text, (x0 + x1 - widthOf(text, style)) / 2, y, style);
  }

  /**
   * A caption and a ruled heading row under it: a rule, the headings a line lower at the
   * columns' left edges `xs`, a rule under them, from x 72 to 440; returns the lower rule's y.
   */
  captionAndHeadings(label: string, caption: string, y: number, headings: readonly string[], xs: readonly number[], style: TextStyle): number {
    y = this.caption(label, caption, y) + 6;
    this.rule(72, y, 440, y);
    y += 10;
    headings.forEach((heading, k) => this.text(heading, xs[k]!, y, style));
    y += 4;
    this.rule(72, y, 440, y);
    return y;
  }

  rule(x1: number, y1: number, x2: number, y2: number, width?: number): void {
    this.sheet.rule(this.page, x1, y1, x2, y2, width);
  }

  box(x: number, y: number, w: number, h: number, width?: number): void {
    this.sheet.box(this.page, x, y, w, h, width);
  }

  fill(x: number, y: number, w: number, h: number, color: string): void {
    this.sheet.fill(this.page, x, y, w, h, color);
  }

  render(title: string): Promise<Uint8Array> {
    return this.sheet.render(title);
  }
}

const COLUMN_SENTENCE = "The counts below were taken over the whole season at every station that reported. ";

/** Where each column starts, the first at x, given the columns' widths. */
export const columnEdges = (x: number, widths: readonly number[]): number[] => widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));

/** The columns' widths added up: the table's width. */
export const totalWidth = (widths: readonly number[]): number => widths.reduce((a, b) => a + b, 0);

/** Every cell of a described table, header rows first, normed: what `normedGrid(...).all` must give back. */
export const specCells = (spec: TableSpec): string[][] => normed([...spec.header, ...spec.rows].map((r) => r.cells.map((c) => c.text)));

/** A described row of plain cells, for `drawTable`. */
export const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });

/** The paper the importer's reader makes of the PDF. */
export const readPaper = (pdf: Uint8Array) => parsePdf(pdf, { file: "generated.pdf" });

/** The tables the reader finds in the PDF. */
export const readTables = async (pdf: Uint8Array): Promise<ParsedTable[]> => (await readPaper(pdf)).tables ?? [];

/** The one table the reader finds in the PDF; the test fails here when it finds none or several. */
export async function readOnlyTable(pdf: Uint8Array): Promise<ParsedTable> {
  const tables = await readTables(pdf);
  expect(tables, "one table found").toHaveLength(1);
  return tables[0]!;
}

/** The table under `label`; the test fails here when there is none. */
export function labelled(tables: readonly ParsedTable[], label: string): ParsedTable {
  const table = tables.find((t) => t.label === label);
  expect(table, `${label} found`).toBeDefined();
  return table!;
}

/** Rows of cells, each cell normed (as the expected rows are compared). */
export const normed = (rows: readonly (readonly string[])[]): string[][] => rows.map((r) => r.map(norm));

/** The table's grid (`tableGrid`), each cell normed: header rows, body rows, and both together. */
export function normedGrid(table: ParsedTable): { header: string[][]; rows: string[][]; all: string[][] } {
  const grid = tableGrid(table);
  const header = normed(grid.header);
  const rows = normed(grid.rows);
  return { header, rows, all: [...header, ...rows] };
}
