import { PAPER_METADATA_FIELDS } from "@contract/paperEdits.ts";
import { type PaperDetail } from "@contract/paperDetail.ts";
import { READ_FIELDS, type ReadField } from "@contract/readingNotes.ts";
import { ocrDoubtLine } from "@contract/ocrDoubtLine.ts";
import { FIELD_ORIGIN_LABELS, READ_FIELD_LABELS } from "@contract/fieldOriginLabels.ts";
import { tableDoubtsToCheck, tableName } from "@contract/tableWords.ts";
import type { TableDoubt } from "@contract/tables.ts";

type Reading = PaperDetail["reading"];
/** What a table's doubts are told with: a grid of the paper's answer or a whole table of the Tables tab. */
export type TableWithDoubts = { label: string | null; doubts: readonly TableDoubt[] };
type Ocr = PaperDetail["ocr"];

/**
 * A doubt about the paper's reading in words, with where to look for the OCR ones (see
 * ocrDoubtLine), and for the lines OCR was least sure of, the switch that underlines them.
 */
export function doubtLine(doubt: Reading["doubts"][number], ocr: Ocr): string {
  const line = ocrDoubtLine(doubt, ocr);
  return doubt.kind === "ocr-low-confidence" && line !== doubt.message ? `${line}: “Show text read by OCR” underlines them` : line;
}

/** "Title: largest text on page 1": how one detail was found, for a tooltip or a list. */
export function foundLine(reading: Reading, field: ReadField): string {
  return `${READ_FIELD_LABELS[field]}: ${FIELD_ORIGIN_LABELS[reading.found[field]]}`;
}

/** Every detail with how it was found, in the order the paper prints them. */
export function foundLines(reading: Reading): string[] {
  return READ_FIELDS.map((field) => foundLine(reading, field));
}

/** Whether "Edit details…" can settle some doubt (sections, say, cannot be corrected by hand). */
export function someDoubtEditable(reading: Reading): boolean {
  return reading.doubts.some((d) => (PAPER_METADATA_FIELDS as readonly string[]).includes(d.field));
}

/**
 * The doubts about the paper's tables, as the notice lists them beside the doubts about its
 * details: "Table 3: Rows have different numbers of cells…". A table printed as a picture is not
 * in doubt (its listing says it cannot be read).
 */
export function tableDoubtLines(tables: readonly TableWithDoubts[] | null): string[] {
  return (tables ?? []).flatMap((table, i) => tableDoubtsToCheck(table.doubts).map((doubt) => `${tableName(table, i)}: ${doubt.message}`));
}

/**
 * What the notice says after the doubts: where to look, and how to fix what can be fixed. A
 * table is checked in the Tables tab; it cannot be corrected by hand.
 */
export function doubtAdvice(reading: Reading, editing: boolean, tableDoubts = false): { text: string; offerEdit: boolean } {
  if (!someDoubtEditable(reading)) {
    const tabs = tableDoubts ? (reading.doubts.length > 0 ? "The Text and Tables tabs show" : "The Tables tab shows") : "The Text tab shows";
    return { text: `${tabs} what was read.`, offerEdit: false };
  }
  const them = tableDoubts ? "the details" : "them";
  return editing ? { text: `Correct ${them} in the form below.`, offerEdit: false } : { text: `Correct ${them} with`, offerEdit: true };
}
