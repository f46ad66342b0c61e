import { z } from "zod";
import { TableBoxSchema } from "./tables.ts";
import { tableName } from "./tableWords.ts";

// Where a piece of evidence is in a paper: a span of a passage's text, and, when that passage is a
// row or the caption of one of the paper's tables, which table, row and cell. One shape for the
// export record, Review, the paper view and Ask's citations.

/** The part of a table a piece of evidence is: one cell, a whole row (read with its headings), or the caption. */
export const TABLE_PARTS = ["cell", "row", "caption"] as const;
export const TablePartSchema = z.enum(TABLE_PARTS);
export type TablePart = z.infer<typeof TablePartSchema>;

/** Where in a paper's table a piece of evidence is. */
export const TablePlaceSchema = z.strictObject({
  table: z
    .strictObject({
      index: z.number().int().min(0).describe("the table's place among the paper's tables, from 0, in reading order"),
      label: z.string().nullable().describe('as printed ("Table 2"); null for an unlabelled table'),
      caption: z.string().nullable().describe("its caption without the label; null when it has none"),
    })
    .describe("the table"),
  part: TablePartSchema.describe('"cell", "row" (the whole row, read with its column headings) or "caption"'),
  row: z.number().int().min(1).nullable().describe("the body row, from 1, counted as the table view numbers them (sub-heading rows included); null for the caption"),
  column: z.number().int().min(1).nullable().describe("the cell's column, from 1 (a merged cell: its first column); null for a row or the caption"),
  heading: z.string().nullable().describe('the column\'s heading, its header levels joined with " / " ("Cases / n"); null for a row or the caption'),
  cell: z.string().nullable().describe("the cell's text as printed; null for a row or the caption"),
  box: TableBoxSchema.nullable().describe("where the cell, row or caption is printed on the page (PDF points, origin top-left); null when the reader kept no box"),
});
export type TablePlace = z.infer<typeof TablePlaceSchema>;

/** A span of a passage: what every piece of evidence is. */
const SpanFields = {
  text: z.string(),
  page: z.number().int().positive().nullable(),
  paragraphId: z.number().int().nullable().describe("passage id; null when the quote matched no passage"),
  start: z.number().int().nonnegative().nullable().describe("character offset in the paragraph text"),
  end: z.number().int().nonnegative().nullable(),
};

/** Evidence in the paper's text (a sentence of a paragraph, a caption...). */
export const TextEvidenceSchema = z
  .object({
    // Optional so records exported before table evidence existed (they had no kind) still validate.
    kind: z.literal("text").optional().describe('"text": a span of the paper\'s text'),
    ...SpanFields,
  })
  .strict();

/** Evidence in one of the paper's tables: a cell, a row or the caption, with where it is printed. */
export const TableEvidenceSchema = z
  .object({
    kind: z.literal("table").describe('"table": a cell, row or caption of one of the paper\'s tables'),
    ...SpanFields,
    ...TablePlaceSchema.shape,
  })
  .strict();

/** One piece of a QA's evidence in an export record. */
export const EvidenceRecordSchema = z.union([TableEvidenceSchema, TextEvidenceSchema]);
export type EvidenceRecord = z.infer<typeof EvidenceRecordSchema>;
export type TableEvidence = z.infer<typeof TableEvidenceSchema>;

/** A span with its table place when it is one (null otherwise): the shape Review, the paper view and Ask carry. */
export const EvidenceTableFieldSchema = TablePlaceSchema.nullable().describe("where in a table the evidence is; null for the paper's text");

/** "Table 1, row 3, Country", "Table 1, row 3", "Table 1, caption": a place in words. */
export function tablePlaceWords(place: TablePlace): string {
  const name = tableName(place.table, place.table.index);
  if (place.part === "caption") return `${name}, caption`;
  const row = `${name}, row ${place.row}`;
  if (place.part === "row") return row;
  return `${row}, ${place.heading || `column ${place.column}`}`;
}

/** The record's evidence item for a span and its table place (or none). */
export function evidenceRecord(span: { text: string; page: number | null; paragraphId: number | null; start: number | null; end: number | null }, place: TablePlace | null): EvidenceRecord {
  return place ? { kind: "table", ...span, ...place } : { kind: "text", ...span };
}

/** The table place an evidence record carries; null for text evidence. */
export function placeOfRecord(evidence: EvidenceRecord): TablePlace | null {
  if (evidence.kind !== "table") return null;
  const { table, part, row, column, heading, cell, box } = evidence;
  return { table, part, row, column, heading, cell, box };
}

/** What one found piece of evidence is: a sentence of the paper's text, or a part of one of its tables. */
export type EvidencePieceKind = "sentence" | TablePart;

const PIECE_NOUNS: Record<EvidencePieceKind, [one: string, many: string]> = {
  sentence: ["sentence", "sentences"],
  row: ["table row", "table rows"],
  cell: ["table cell", "table cells"],
  caption: ["table caption", "table captions"],
};

/** "2 table rows and 1 sentence": the found pieces by kind, in the order they first come. */
function piecesWords(found: readonly EvidencePieceKind[]): string {
  const tally = new Map<EvidencePieceKind, number>();
  for (const kind of found) tally.set(kind, (tally.get(kind) ?? 0) + 1);
  const parts = [...tally].map(([kind, n]) => `${n} ${PIECE_NOUNS[kind][n === 1 ? 0 : 1]}`);
  return parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The evidence check's reason, naming what each found piece is: a table's row, cell or caption
 * is called so, never a "sentence". Evidence all in the text keeps the words it always had
 * (migration 22 reads them back). `given` counts every quote, `found` the kinds of those found.
 */
export function evidenceFoundReason(found: readonly EvidencePieceKind[], given: number): string {
  if (given === 0) return "no evidence given";
  const kinds = new Set(found);
  const textOnly = kinds.size === 0 || (kinds.size === 1 && kinds.has("sentence"));
  if (found.length === given) {
    if (kinds.size === 1) {
      const [one, many] = PIECE_NOUNS[found[0]!];
      return given === 1 ? `its one evidence ${one} found in the paper` : `all ${given} evidence ${many} found in the paper`;
    }
    return `all ${given} pieces of evidence found in the paper: ${piecesWords(found)}`;
  }
  const missing = given - found.length;
  if (textOnly) return `${missing} of ${given} evidence ${given === 1 ? "sentence" : "sentences"} not found in the paper`;
  return `${missing} of ${given} pieces of evidence not found in the paper; found: ${piecesWords(found)}`;
}
