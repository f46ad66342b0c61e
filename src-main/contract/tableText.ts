import { spreadsheetText } from "./spreadsheetText.ts";
import type { ParsedTable } from "./tables.ts";
import { columnHeadings, gridRows, tableWidth } from "./tableGrid.ts";
import { IMAGE_TABLE_WORDS } from "./tableWords.ts";
import { markdownCell, markdownParagraph } from "./markdownText.ts";

// A table as text to copy or print: CSV, TSV or Markdown. One module for `distillate tables` and
// the paper view's "Copy as…", so a table copied in the app and printed by the CLI are the same.

export const TABLE_TEXT_FORMATS = ["csv", "tsv", "md"] as const;
export type TableTextFormat = (typeof TABLE_TEXT_FORMATS)[number];

/** What each format is called on a button or in help. */
export const TABLE_TEXT_FORMAT_NAMES: Record<TableTextFormat, string> = { csv: "CSV", tsv: "TSV", md: "Markdown" };

type TableCells = Pick<ParsedTable, "header" | "rows">;
type TableWithWords = TableCells & Pick<ParsedTable, "label" | "caption" | "footnotes" | "kind">;

/**
 * The rows a spreadsheet gets: one heading per column (the header's levels joined, "Cases / n",
 * so a reader taking the first line as column names gets every level), then the body rows, each
 * as wide as the table. A table with no header gets no heading line.
 */
function sheetRows(table: TableCells): string[][] {
  const width = tableWidth(table);
  const pad = (row: string[]) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill("")];
  const body = gridRows(table.rows).map(pad);
  return table.header.length > 0 ? [columnHeadings(table), ...body] : body;
}

/**
 * One RFC 4180 field, made safe for a spreadsheet (spreadsheetText.ts): quoted when it holds a
 * comma, a quote or a line break, and also a semicolon or a tab, the separators spreadsheets use
 * in many locales, so no part of it becomes a cell of its own there; quotes doubled. A number or
 * a yes/no is written as it prints, null as an empty field: the QA export's columns hold them.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  const safe = spreadsheetText(String(value));
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180: comma-separated fields, CRLF after every record. */
export function tableCsv(table: TableCells): string {
  return sheetRows(table)
    .map((row) => `${row.map(csvField).join(",")}\r\n`)
    .join("");
}

/**
 * Tab-separated values, as spreadsheets paste them: a field that would start a formula is made
 * text as in CSV (judged on the cell as printed), then tabs and line breaks, which a field cannot
 * hold, become spaces. A field that starts with a quote (a ditto mark, a quoted term) is written
 * quoted, its quotes doubled: spreadsheets, like CSV readers, take a quote at a field's start as
 * opening a quoted field and read on through tabs and lines to the next quote, so a lone ditto
 * mark would swallow the cells after it. A quote inside a field is read as it is and left so.
 */
export function tableTsv(table: TableCells): string {
  return sheetRows(table)
    .map((row) => `${row.map(tsvField).join("\t")}\n`)
    .join("");
}

function tsvField(cell: string): string {
  const flat = spreadsheetText(cell).replace(/[\t\r\n]+/g, " ");
  return flat.startsWith('"') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

/**
 * A Markdown (GitHub) table: its label and caption in bold above, one header line with the
 * header's levels joined with " / " (Markdown has one), the body rows, then its footnotes. A
 * table with no header gets an empty header line, which Markdown requires. A table printed as a
 * picture has no cells: its title and a line saying so.
 */
export function tableMarkdown(table: TableWithWords): string {
  const caption = table.caption && (table.label ? markdownCell(table.caption) : markdownParagraph(table.caption));
  const title = [table.label && `**${markdownCell(table.label)}.**`, caption].filter(Boolean).join(" ");
  const notes = table.footnotes.map(markdownParagraph).filter((note) => note !== "");
  const body = table.kind === "image" ? `_${IMAGE_TABLE_WORDS}._` : markdownGrid(table);
  return [title, body, notes.join("\n\n")].filter((part) => part !== "").join("\n\n") + "\n";
}

function markdownGrid(table: TableCells): string {
  const width = Math.max(1, tableWidth(table));
  const headings = table.header.length > 0 ? columnHeadings(table) : Array<string>(width).fill("");
  const line = (cells: string[]) => `| ${cells.map(markdownCell).join(" | ")} |`;
  const pad = (row: string[]) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill("")];
  return [line(pad(headings)), `|${" --- |".repeat(width)}`, ...gridRows(table.rows).map((row) => line(pad(row)))].join("\n");
}

/** A table in one of the formats. */
export function tableText(table: TableWithWords, format: TableTextFormat): string {
  if (format === "csv") return tableCsv(table);
  if (format === "tsv") return tableTsv(table);
  return tableMarkdown(table);
}
