import { z } from "zod";

// A paper's tables as data: what the reader reconstructs from the page (no model), what the
// library stores, what `show --json` and `distillate tables` print, and what evidence, QAs and
// answers can rest on. Geometry is in PDF points with a top-left origin, as TextBox.

/** A rectangle on one page. */
export const TableBoxSchema = z.strictObject({
  page: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type TableBox = z.infer<typeof TableBoxSchema>;

/** One cell as printed. A merged cell is given once, at its first row and column, with its spans. */
export const TableCellSchema = z.strictObject({
  text: z.string(),
  /** Where its text is printed; null for an empty cell. For a table printed sideways, the box on the page as it lies. */
  box: TableBoxSchema.nullable(),
  /** Columns it covers: more than 1 for a heading spanning sub-columns. */
  colSpan: z.number().int().min(1),
  /** Rows it covers: more than 1 for a row-spanning category. */
  rowSpan: z.number().int().min(1),
});
export type TableCell = z.infer<typeof TableCellSchema>;

/**
 * "header": a row of the table's header (its column headings, one level of them), never data;
 * "body": a row of data; "subheading": a row inside the body that heads the rows under it (a
 * bold "Gender" above "Male" and "Female"), kept in place so those rows keep their group. A
 * table's `header` holds only "header" rows and its `rows` only the other two, so a reader of
 * the rows alone can tell which are data.
 */
export const TableRowKindSchema = z.enum(["header", "body", "subheading"]);
export type TableRowKind = z.infer<typeof TableRowKindSchema>;

export const TableRowSchema = z.strictObject({
  kind: TableRowKindSchema,
  /** Cells from left to right; a merged cell covers the columns of its colSpan, and a cell covered from a row above is absent. */
  cells: z.array(TableCellSchema),
});
export type TableRow = z.infer<typeof TableRowSchema>;

/** "text": cells read from the text layer; "image": the table is a picture, listed by its caption, its cells unread. */
export const TableKindSchema = z.enum(["text", "image"]);
export type TableKind = z.infer<typeof TableKindSchema>;

/** How the table is ruled on the page: "grid" (vertical and horizontal borders), "horizontal" (rules between row groups only, booktabs), "none" (whitespace or shading). */
export const TableRulingSchema = z.enum(["grid", "horizontal", "none"]);
export type TableRuling = z.infer<typeof TableRulingSchema>;

/** What about a table the reader is unsure of, like a doubt about any other detail. */
export const TABLE_DOUBT_KINDS = ["ragged-rows", "one-column", "cells-overlap", "continuation-unsure", "cut-at-limit", "image-only"] as const;
export const TableDoubtKindSchema = z.enum(TABLE_DOUBT_KINDS);
export type TableDoubtKind = z.infer<typeof TableDoubtKindSchema>;

/** Each table doubt in words. */
export const TABLE_DOUBTS: Record<TableDoubtKind, string> = {
  "ragged-rows": "Rows have different numbers of cells, so some cells may sit in the wrong column",
  "one-column": "Read as a single column, so its columns may have run together",
  "cells-overlap": "Some cells overlap on the page, so their text may be mixed",
  "continuation-unsure": "It may continue on the next page, or a table there may belong to it",
  "cut-at-limit": "It is larger than the reader reads of one table, so only its first part is kept",
  "image-only": "It is printed as a picture, so its cells cannot be read",
};

export const TableDoubtSchema = z.strictObject({ kind: TableDoubtKindSchema, message: z.string() });
export type TableDoubt = z.infer<typeof TableDoubtSchema>;

/** A table doubt in its wire shape. */
export function tableDoubt(kind: TableDoubtKind): TableDoubt {
  return { kind, message: TABLE_DOUBTS[kind] };
}

/** A table as the reader reconstructs it from the PDF (stored with the paper). */
export const ParsedTableSchema = z.strictObject({
  /** As printed: "Table 2", "Table S1", "TABLE 3"; null for an unlabelled table (a key resources table). */
  label: z.string().nullable(),
  /** The caption without its label; null when there is none. */
  caption: z.string().nullable(),
  /** The first page it is printed on (1-based). */
  page: z.number().int().min(1),
  /** Every page it is printed on, in order (one table continued over pages is one table). */
  pages: z.array(z.number().int().min(1)).min(1),
  /** Its outline on each page, in page order (caption and footnotes excluded). */
  boxes: z.array(TableBoxSchema).min(1),
  kind: TableKindSchema,
  /** Printed sideways on the page (rotated content, or a page turned by /Rotate). */
  rotated: z.boolean(),
  ruling: TableRulingSchema,
  /** Header rows from the top level down: a heading spanning sub-columns is one cell with its colSpan. Headers repeated on later pages are dropped. */
  header: z.array(TableRowSchema),
  /** Body rows in order, across all its pages. */
  rows: z.array(TableRowSchema),
  /** The notes printed under it ("a Mean (SD).", "*P < .05"), kept apart from its cells. */
  footnotes: z.array(z.string()),
  doubts: z.array(TableDoubtSchema),
});
export type ParsedTable = z.infer<typeof ParsedTableSchema>;

/** A stored table: as read, with its id and its place among the paper's tables. */
export const PaperTableSchema = ParsedTableSchema.extend({
  id: z.number().int(),
  paperId: z.number().int(),
  /** 0-based, in reading order. */
  ordinal: z.number().int().min(0),
});
export type PaperTable = z.infer<typeof PaperTableSchema>;

/**
 * A table in the plain shape `show --json` and `distillate tables --format json` print: header
 * levels and body rows as strings, every row as wide as the table, a merged cell's text at its
 * first row and column and "" in the others it covers.
 */
export const TableGridSchema = z.strictObject({
  label: z.string().nullable(),
  caption: z.string().nullable(),
  page: z.number().int(),
  pages: z.array(z.number().int()),
  /** Its outline on its first page. */
  box: TableBoxSchema,
  kind: TableKindSchema,
  header: z.array(z.array(z.string())),
  rows: z.array(z.array(z.string())),
  /** Which of `rows` (0-based) label the group of rows under them ("Asian populations"): not data. */
  groupLabelRows: z.array(z.number().int().min(0)),
  footnotes: z.array(z.string()),
  doubts: z.array(TableDoubtSchema),
});
export type TableGrid = z.infer<typeof TableGridSchema>;
