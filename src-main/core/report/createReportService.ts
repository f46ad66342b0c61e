import type { DatasetReport } from "../../contract/report.ts";
import type { QaQuery } from "../../contract/qaQueries.ts";
import type { ReportService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getRun } from "../db/repositories/runs.ts";
import { runReportBasis } from "../db/repositories/reportBasis.ts";
import { requireSearchLength } from "../errors/SearchTooLongError.ts";
import { RunNotFoundError } from "../pipeline/errors/RunNotFoundError.ts";
import { exportReportPath, readReportFile, runReportPath, writeReportFile } from "./reportFiles.ts";

export interface ReportServiceOptions {
  db: () => LibraryDatabase;
  dataDir: string;
  /** The current reviewer (whose queue a `queue` filter means). */
  reviewer: () => string;
  /** Builds a report of the library as it is now (in the report worker, off the calling thread). */
  build: (query: QaQuery, reviewer: string) => Promise<DatasetReport>;
}

/** The service plus what the core calls on its own. */
export type CoreReportService = ReportService & {
  /** Rebuilds a run's stored report if it has one (after its QAs changed); a run without one gets it when asked. */
  refreshStored(runId: number): Promise<void>;
  /** Writes the report of an export's query (the QAs it holds) beside the export file and returns its path. */
  writeExportReport(exportFile: string, query?: QaQuery): Promise<string>;
};

export function createReportService(options: ReportServiceOptions): CoreReportService {
  const build = async (query: Parameters<ReportService["build"]>[0] = {}): Promise<DatasetReport> => {
    requireSearchLength(query.search);
    return options.build(query, options.reviewer());
  };
  /** The digest is taken before the build: a change made while it builds makes the next look build again, never the reverse. */
  const buildAndStore = async (runId: number, file: string, basis: string): Promise<DatasetReport> => {
    const report = { ...(await build({ runIds: [runId] })), basis };
    await writeReportFile(file, report);
    return report;
  };
  return {
    build,
    async forRun(runId, runOptions = {}) {
      if (!getRun(options.db(), runId)) throw new RunNotFoundError(runId);
      const file = runReportPath(options.dataDir, runId);
      // What the report would be measured from now: a stored report from other reviews, verdicts
      // or scores is out of date, and is built again rather than shown.
      const basis = runReportBasis(options.db(), runId);
      if (!runOptions.regenerate) {
        const stored = await readReportFile(file);
        if (stored && stored.basis === basis) return stored;
      }
      return buildAndStore(runId, file, basis);
    },
    async refreshStored(runId) {
      const file = runReportPath(options.dataDir, runId);
      if (await readReportFile(file)) await buildAndStore(runId, file, runReportBasis(options.db(), runId));
    },
    async writeExportReport(exportFile, query = {}) {
      const file = exportReportPath(exportFile);
      await writeReportFile(file, await build(query));
      return file;
    },
  };
}
