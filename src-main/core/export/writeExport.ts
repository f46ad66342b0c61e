import fs from "node:fs";
import path from "node:path";
import type { ExportFilter, ExportFormat } from "../../contract/exportRecord.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { selectQaRecords } from "./selectQaRecords.ts";
import { exportText } from "./serializeExport.ts";

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
    fs.writeSync(fd, exportText.start(format));
    for (const record of selectQaRecords(db, filter)) fs.writeSync(fd, exportText.record(format, record, records++));
    fs.writeSync(fd, exportText.end(format, records));
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
