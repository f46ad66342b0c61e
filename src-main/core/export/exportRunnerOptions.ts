import type { ExportFormat, ExportOptions } from "../../contract/exportFormat.ts";
import type { DatasetReport } from "../../contract/report.ts";
import type { LibraryLocation } from "./checkExportTarget.ts";
import type { ExportSelection } from "./streamExport.ts";

export interface ExportRunnerOptions extends LibraryLocation {
  /**
   * The most an export returned as text may hold, in bytes. Defaults to 128 MiB: the text is
   * held whole by the core, the transport and the browser at once.
   */
  maxTextBytes?: number;
  /** Script each worker runs. Defaults to exportWorker (TypeScript source or the built bundle). */
  workerUrl?: URL;
  /** Builds the evaluation report of a selection, for the dataset card. Defaults to none (the card says so). */
  buildReport?: (selection: ExportSelection) => Promise<DatasetReport>;
  /**
   * The file written beside each export once it is done (its report), checked with the target
   * so an export that could not write it is refused before any work (checkReportSidecar.ts).
   * Defaults to none.
   */
  besideTarget?: (target: string) => string;
}

/** One export as asked for. */
export interface ExportFileRequest {
  out: string;
  format: ExportFormat;
  selection?: ExportSelection;
  options?: ExportOptions;
}
