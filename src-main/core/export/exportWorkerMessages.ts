import type { ExportFormat, ExportOptions, SplitCounts } from "../../contract/exportFormat.ts";
import type { DatasetReport } from "../../contract/report.ts";
import type { ExportProgress } from "../../contract/services.ts";
import type { ManifestFile } from "./exportManifest.ts";
import type { ExportSelection } from "./streamExport.ts";

/** What one export worker does, given as its workerData: read the library, write one export. */
export interface ExportJob {
  databasePath: string;
  format: ExportFormat;
  selection: ExportSelection;
  options: ExportOptions;
  /** The selection's evaluation report, for formats that describe it (the dataset card). */
  report?: DatasetReport;
  /**
   * A file descriptor opened by the main thread (which alone creates, renames and removes the
   * target), a private temporary folder it made for a folder format, or text sent back.
   */
  output: { kind: "file"; fd: number } | { kind: "folder"; path: string } | { kind: "text"; maxBytes: number };
  /**
   * Set to 1 by the main thread to ask the export to stop (shared memory, seen at once: the
   * export reads and writes synchronously, so a message would wait for it to finish).
   */
  stop: Int32Array;
}

/** What an export wrote. */
export interface ExportOutcome {
  records: number;
  bytes: number;
  duplicatesRemoved: number;
  omitted: number;
  splits?: SplitCounts;
  /** Every file a folder format wrote, for its manifest. */
  files?: ManifestFile[];
}

/** Worker -> main thread. Errors travel as plain fields (see documents/pool/workerErrors.ts). */
export type ExportWorkerMessage =
  | ({ type: "progress" } & ExportProgress)
  | ({ type: "done"; text?: string } & ExportOutcome)
  | { type: "failed"; error: { name: string; message: string; stack?: string } };
