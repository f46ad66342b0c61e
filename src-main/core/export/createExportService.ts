import type { QaQuery } from "../../contract/qaQueries.ts";
import type { ExportService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { requireSearchLength } from "../errors/SearchTooLongError.ts";
import { checkReportSidecar } from "./checkReportSidecar.ts";
import type { LibraryLocation } from "./checkExportTarget.ts";
import type { ExportRunner } from "./ExportRunner.ts";
import { exportDownloadName, exportPreview } from "./exportPreview.ts";
import { countQaRecords } from "./selectQaRecords.ts";

/** How an export file gets the report of what it holds beside it. */
export interface ExportReportSidecar {
  /** The library, whose files a report must not overwrite any more than an export may. */
  library: LibraryLocation;
  /** Where the report of an export file goes (`<file>.report.json`). */
  pathBeside(exportFile: string): string;
  /** Builds the report of the QAs `query` selects and writes it at `pathBeside(exportFile)`. */
  write(exportFile: string, query?: QaQuery): Promise<unknown>;
}

export interface ExportServiceOptions {
  db: () => LibraryDatabase;
  /** Runs exports off the calling thread. */
  exports: ExportRunner;
  /** The current reviewer, whose queue an export query's `queue` means (as in Review). */
  reviewer: () => string;
  /** The report written beside every export file. Defaults to none. */
  report?: ExportReportSidecar;
}

/** The `export` service: datasets out of the library, to a file, as text for a download, counted and previewed. */
export function createExportService(options: ExportServiceOptions): ExportService {
  const selection = (query: QaQuery | undefined) => ({ query: query ?? {}, reviewer: options.reviewer() });
  return {
    async exportDataset(request, hooks) {
      requireSearchLength(request.query?.search);
      // The worker opens the library read-only, so it must exist and be migrated first.
      options.db();
      const result = await options.exports.toFile({ out: request.out, format: request.format, selection: selection(request.query), options: request.options }, hooks);
      if (options.report) {
        // The report replaces only an earlier report: checked before the export (ExportRunner's
        // besideTarget) and again here, the export having taken a while.
        await checkReportSidecar(options.report.pathBeside(result.path), options.report.library);
        await options.report.write(result.path, request.query);
      }
      return result;
    },
    async countExport(query = {}) {
      requireSearchLength(query.search);
      return countQaRecords(options.db(), options.reviewer(), query);
    },
    async exportPreview(request) {
      requireSearchLength(request.query?.search);
      return exportPreview(options.db(), options.reviewer(), request);
    },
    async exportContent(request) {
      requireSearchLength(request.query?.search);
      options.db();
      const { text, records, duplicatesRemoved, omitted } = await options.exports.toText({ format: request.format, selection: selection(request.query), options: request.options });
      return { fileName: exportDownloadName(request.format), text, records, duplicatesRemoved, omitted };
    },
  };
}
