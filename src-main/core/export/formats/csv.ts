import type { QaRecord } from "../../../contract/exportRecord.ts";
import { originLabel } from "../../../contract/qaImport.ts";
import { placeOfRecord, tablePlaceWords } from "../../../contract/evidence.ts";
import type { FileFormatWriter } from "./FormatWriter.ts";
// Every CSV Distillate writes (this one, a paper's table copied as CSV) quotes and neutralises
// formulas by the one rule in contract/tableText.ts.
import { csvField } from "../../../contract/tableText.ts";

/** Where each evidence line is in a table ("Table 1, row 7, Country"), one line each; empty when none is in a table. */
function evidenceTables(record: QaRecord): string | null {
  const places = record.evidence.map(placeOfRecord);
  return places.some((p) => p !== null) ? places.map((p) => (p ? tablePlaceWords(p) : "")).join("\n") : null;
}

/** The columns, in order, with how each is read from a record. */
export const CSV_COLUMNS: [string, (r: QaRecord) => string | number | boolean | null][] = [
  ["id", (r) => r.id],
  ["question", (r) => r.question],
  ["answer", (r) => r.answer],
  ["type", (r) => r.type],
  ["difficulty", (r) => r.difficulty],
  ["hop", (r) => r.hop],
  ["negative", (r) => r.negative],
  ["evidence", (r) => r.evidence.map((e) => e.text).join("\n")],
  ["evidence_pages", (r) => [...new Set(r.evidence.map((e) => e.page).filter((p) => p !== null))].join(" ")],
  ["verdict", (r) => r.verdict],
  ["review_status", (r) => r.review.status],
  ["scores", (r) => r.scores.map((s) => `${s.metric}=${s.value ?? ""}`).join("; ")],
  ["paper_id", (r) => r.paper.id],
  ["paper_title", (r) => r.paper.title],
  ["paper_doi", (r) => r.paper.doi],
  ["strategy", (r) => r.provenance.strategy],
  ["prompt_version", (r) => r.provenance.promptVersion],
  ["model", (r) => r.provenance.model.name],
  ["run_id", (r) => r.provenance.runId],
  ["created_at", (r) => r.provenance.createdAt],
  ["origin", (r) => (r.provenance.origin ? originLabel(r.provenance.origin) : null)],
  // Last, so the columns before keep their places: one line per evidence line, empty for the paper's text.
  ["evidence_tables", evidenceTables],
  // Whose correction the question and answer above carry; empty when as generated.
  ["question_corrected_by", (r) => r.provenance.correctedBy?.question ?? null],
  ["answer_corrected_by", (r) => r.provenance.correctedBy?.answer ?? null],
];

const line = (fields: (string | number | boolean | null)[]) => `${fields.map(csvField).join(",")}\r\n`;

/**
 * One row per QA for spreadsheets (RFC 4180: CRLF line ends, quoted fields). The file starts
 * with a UTF-8 byte order mark: without it Excel, the spreadsheet most users open a CSV with by
 * double-clicking, reads the file in the system's legacy code page and garbles every "°", "µ" or
 * "Å" of a chemistry text; with it, Excel, LibreOffice, pandas (encoding "utf-8-sig") and DuckDB
 * all read UTF-8. Programs that mind the mark have the JSONL and Parquet formats.
 */
export const csv: FileFormatWriter = {
  kind: "file",
  format: "csv",
  start: () => `\uFEFF${line(CSV_COLUMNS.map(([name]) => name))}`,
  record: (record) => line(CSV_COLUMNS.map(([, read]) => read(record))),
  end: () => "",
};
