import type { ExportFormat, QaRecord } from "../../contract/exportRecord.ts";

/**
 * The export file's text, piece by piece, so the file writer can stream 100,000 records and a
 * preview can stop after three, both producing exactly the same bytes for the same records.
 * JSON is an array with one record per line; JSONL is one record per line.
 */
export const exportText = {
  /** What comes before the first record. */
  start(format: ExportFormat): string {
    return format === "json" ? "[" : "";
  },
  /** One record; `index` is its 0-based position in the file. */
  record(format: ExportFormat, record: QaRecord, index: number): string {
    const line = JSON.stringify(record);
    return format === "json" ? `${index === 0 ? "\n" : ",\n"}${line}` : `${line}\n`;
  },
  /** What comes after the last record, given how many there were. */
  end(format: ExportFormat, records: number): string {
    if (format === "jsonl") return "";
    return records === 0 ? "]\n" : "\n]\n";
  },
};

/** The whole text of a file holding `records`, and how many there were. */
export function serializeExport(format: ExportFormat, records: Iterable<QaRecord>): { text: string; records: number } {
  const parts = [exportText.start(format)];
  let count = 0;
  for (const record of records) parts.push(exportText.record(format, record, count++));
  parts.push(exportText.end(format, count));
  return { text: parts.join(""), records: count };
}
