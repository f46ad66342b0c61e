import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { QaImportFormat } from "../../contract/qaImport.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import { CsvSyntaxError, parseCsvRecords } from "./parseCsv.ts";

/** Larger files are refused before they are read whole into memory. */
export const MAX_QA_FILE_BYTES = 512 * 1024 * 1024;

/** One record of the file, or why it could not be read (a broken JSONL line skips that line only). */
export interface FileRecord {
  /** 1-based: the JSONL line, the CSV data row, the JSON array item. */
  row: number;
  record: Record<string, unknown> | null;
  error?: string;
}

export interface QaFile {
  name: string;
  sha256: string;
  format: QaImportFormat;
  records: FileRecord[];
}

/** The format a file's name says, or null. */
export function formatOfName(file: string): QaImportFormat | null {
  const ext = path.extname(file).toLowerCase();
  return ext === ".jsonl" || ext === ".ndjson" ? "jsonl" : ext === ".json" ? "json" : ext === ".csv" ? "csv" : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parseRecords(text: string, format: QaImportFormat, name: string): FileRecord[] {
  if (format === "csv") {
    try {
      return parseCsvRecords(text).map((record, i) => ({ row: i + 1, record }));
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw new QaFileUnreadableError(name, `it is not valid CSV (${error.message})`);
      throw error;
    }
  }
  if (format === "jsonl") {
    const out: FileRecord[] = [];
    for (const [i, line] of text.split(/\r?\n/).entries()) {
      if (line.trim() === "") continue;
      try {
        const value: unknown = JSON.parse(line);
        out.push(isRecord(value) ? { row: i + 1, record: value } : { row: i + 1, record: null, error: "the line is not a JSON object" });
      } catch {
        out.push({ row: i + 1, record: null, error: "the line is not valid JSON" });
      }
    }
    return out;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new QaFileUnreadableError(name, `it is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value)) throw new QaFileUnreadableError(name, "its JSON is not an array of records");
  return value.map((item, i) => (isRecord(item) ? { row: i + 1, record: item } : { row: i + 1, record: null, error: "the item is not a JSON object" }));
}

/** Reads and parses a QA dataset file. QaFileUnreadableError when it cannot be (missing, too large, not its format). */
export function readQaFile(file: string, format?: QaImportFormat): QaFile {
  const name = path.basename(file);
  const chosen = format ?? formatOfName(file);
  if (!chosen) throw new QaFileUnreadableError(name, "its format is not known from its name; give the format (jsonl, json or csv)");
  let bytes: Buffer;
  try {
    const size = fs.statSync(file).size;
    if (size > MAX_QA_FILE_BYTES) throw new QaFileUnreadableError(name, `it is ${Math.round(size / 1024 / 1024)} MB, more than the ${MAX_QA_FILE_BYTES / 1024 / 1024} MB an import reads at once; split it`);
    bytes = fs.readFileSync(file);
  } catch (error) {
    if (error instanceof QaFileUnreadableError) throw error;
    throw new QaFileUnreadableError(name, describeFsError(error as NodeJS.ErrnoException));
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  return { name, sha256: crypto.createHash("sha256").update(bytes).digest("hex"), format: chosen, records: parseRecords(text, chosen, name) };
}
