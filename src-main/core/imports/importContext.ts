import type { ImportResult } from "../../contract/importResults.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import type { OcrRequest } from "../documents/pool/workerRequests.ts";
import type { Emit } from "../events/EventHub.ts";
import type { BatchControllers } from "./BatchControllers.ts";
import type { ImportReports } from "./ImportReports.ts";
import type { ImportFileRecord } from "./importFileRecords.ts";

/** What the imports service's operations share (the service builds it once), so each can have its own file. */
export interface ImportContext {
  db: () => LibraryDatabase;
  pool: () => ParserPool;
  emit: Emit;
  reports: ImportReports;
  /** The stop switch of each running batch (Cancel). */
  controllers: BatchControllers;
  /** Whether a paper was imported from this file (then it stays, whatever the report does). */
  isPaperSource(file: string): boolean;
  /** Deletes an upload's copy once nothing needs it (see the service). */
  forgetCopy(record: ImportFileRecord): void;
  /** OCR as the settings have it, read at each import so a change applies to the next one. */
  ocrOption(): { ocr?: OcrRequest };
}

/** Error messages name the file as the user knows it, not the copy in the data folder. */
export const asUserSees = (result: ImportResult, name: string | undefined): ImportResult =>
  name && result.error ? { ...result, error: { ...result.error, message: result.error.message.replaceAll(result.file, name) } } : result;
