import fs from "node:fs";
import path from "node:path";
import type { ExportFilter, ExportFormat } from "../../contract/exportRecord.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { selectQaRecords } from "./selectQaRecords.ts";

export interface ExportResult {
  path: string;
  format: ExportFormat;
  records: number;
  bytes: number;
}

/**
 * Writes the selected QAs to `file` as a JSON array or JSON Lines. The file is written next to
 * its destination under a temporary name and renamed into place at the end, so a crash or a
 * full disk never leaves a half-written dataset where a good one was expected.
 */
export function writeExport(db: LibraryDatabase, file: string, format: ExportFormat, filter: ExportFilter = {}): ExportResult {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.partial-${process.pid}`;
  const fd = fs.openSync(temporary, "w");
  let records = 0;
  try {
    if (format === "json") fs.writeSync(fd, "[");
    for (const record of selectQaRecords(db, filter)) {
      const line = JSON.stringify(record);
      fs.writeSync(fd, format === "json" ? `${records === 0 ? "\n" : ",\n"}${line}` : `${line}\n`);
      records++;
    }
    if (format === "json") fs.writeSync(fd, records === 0 ? "]\n" : "\n]\n");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(temporary, target);
  } catch (error) {
    try {
      fs.closeSync(fd);
    } catch {
      // already closed
    }
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return { path: target, format, records, bytes: fs.statSync(target).size };
}
