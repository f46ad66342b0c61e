import type { ExportFormat } from "../../contract/exportRecord.ts";
import type { ExportProgress } from "../../contract/services.ts";
import type { ExportSelection } from "./streamExport.ts";

/** What one export worker does, given as its workerData: read the library, write one export. */
export interface ExportJob {
  databasePath: string;
  format: ExportFormat;
  selection: ExportSelection;
  /** A file descriptor opened by the main thread (which alone creates, renames and removes files), or text sent back. */
  output: { kind: "file"; fd: number } | { kind: "text"; maxBytes: number };
}

/** Worker -> main thread. Errors travel as plain fields (see documents/pool/workerMessages.ts). */
export type ExportWorkerMessage =
  | ({ type: "progress" } & ExportProgress)
  | { type: "done"; records: number; bytes: number; text?: string }
  | { type: "failed"; error: { name: string; message: string; stack?: string } };
