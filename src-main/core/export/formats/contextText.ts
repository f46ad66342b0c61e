import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { FormatContext } from "./FormatWriter.ts";
import { placeOfRecord, type EvidenceRecord } from "../../../contract/evidence.ts";
import { tableName } from "../../../contract/tableWords.ts";

// A context longer than this is cut: a training example should stay well inside a small model's window.
const MAX_CONTEXT_CHARS = 6000;

/** A table's row named as a reader finds it: "Table 1 (General information...), row 7". */
export function tableRowName(table: { index: number; label: string | null; caption: string | null }, row: number): string {
  const name = tableName(table, table.index);
  return `${table.caption ? `${name} (${table.caption})` : name}, row ${row}`;
}

/**
 * A piece of evidence as an open-book context gives it. A table's cell or row is given as its
 * whole row named by its table ("Table 1 (General information...), row 7: Study: Kantarci; ..."):
 * a cell alone ("Cases / n: 1,024") would not say whose number it is.
 */
export function evidenceText(evidence: EvidenceRecord, paperId: number, context: FormatContext): string {
  const place = placeOfRecord(evidence);
  if (!place || place.part === "caption" || place.row === null || evidence.paragraphId === null) return evidence.text;
  const row = context.passageText(paperId, evidence.paragraphId) ?? evidence.text;
  return `${tableRowName(place.table, place.row)}: ${row}`;
}

/**
 * The text an open-book example gives with the question: the quoted evidence, or, for a QA
 * without quotes (a "not answerable" negative), the passages the model was shown when it wrote
 * the QA, so the example still teaches to say the text does not answer.
 */
export function contextText(record: QaRecord, context: FormatContext): string {
  let parts = [...new Set(record.evidence.map((e) => evidenceText(e, record.paper.id, context).trim()).filter((t) => t !== ""))];
  if (parts.length === 0) {
    const shown = record.context?.passageIds;
    if (Array.isArray(shown)) {
      parts = shown
        .filter((id): id is number => typeof id === "number")
        .map((id) => context.passageText(record.paper.id, id)?.trim() ?? "")
        .filter((t) => t !== "");
    }
  }
  const text = parts.join("\n\n");
  return text.length > MAX_CONTEXT_CHARS ? `${text.slice(0, MAX_CONTEXT_CHARS).trimEnd()}…` : text;
}
