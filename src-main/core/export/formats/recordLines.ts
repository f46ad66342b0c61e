import type { FileFormatWriter } from "./FormatWriter.ts";

/** The full record (contract/exportRecord.ts) as one JSON array, one record per line. */
export const recordJson: FileFormatWriter = {
  kind: "file",
  format: "json",
  start: () => "[",
  record: (record, index) => `${index === 0 ? "\n" : ",\n"}${JSON.stringify(record)}`,
  end: (written) => (written === 0 ? "]\n" : "\n]\n"),
};

/** The full record as JSON Lines: one record per line. */
export const recordJsonl: FileFormatWriter = {
  kind: "file",
  format: "jsonl",
  start: () => "",
  record: (record) => `${JSON.stringify(record)}\n`,
  end: () => "",
};
