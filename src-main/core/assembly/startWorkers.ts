import type { DatasetReport } from "../../contract/report.ts";
import type { QaQuery } from "../../contract/qaQueries.ts";
import { ParserPool } from "../documents/pool/ParserPool.ts";
import { ExportRunner } from "../export/ExportRunner.ts";
import { exportReportPath } from "../report/reportFiles.ts";
import { ReportRunner } from "../report/worker/ReportRunner.ts";

export interface WorkerOptions {
  dataDir: string;
  databasePath: string;
  log?: (message: string) => void;
  /** The report of a query, for an export's dataset card (the report service, made after the workers). */
  buildReport: (query: QaQuery) => Promise<DatasetReport>;
  /** Parse worker threads (the `ocr.threads` setting), read when the pool starts. Defaults to the pool's own default. */
  parserThreads?: () => number | null;
}

/** The worker threads of the core: PDF parsing, exports and reports, so calls keep answering meanwhile. */
export interface CoreWorkers {
  /** One pool for every import, started on first use: two batches at once share its workers instead of doubling them. */
  pool(): ParserPool;
  readonly exports: ExportRunner;
  readonly reports: ReportRunner;
  /**
   * Asks every worker to close, and resolves once all have ended. Before it returns, parses and
   * reports under way have failed and exports' temporary files are gone. Each worker is asked
   * to end by itself and terminated only after a grace (see documents/pool/README.md).
   */
  close(): Promise<void>;
}

/** Starts no thread yet: each runner starts its workers when first asked for work. */
export function startWorkers(options: WorkerOptions): CoreWorkers {
  let parserPool: ParserPool | undefined;
  // The dataset card describes the selection with the report service's figures (only called once an export runs).
  const exports = new ExportRunner({ dataDir: options.dataDir, databasePath: options.databasePath, buildReport: (selection) => options.buildReport(selection.query), besideTarget: exportReportPath });
  // Reports are built in their own worker thread (report/worker/).
  const reports = new ReportRunner(options.databasePath);
  return {
    pool: () => (parserPool ??= new ParserPool({ log: options.log, ...threads(options.parserThreads?.()) })),
    exports,
    reports,
    close() {
      const parsers = parserPool?.dispose();
      // Forgotten, so an import after closing starts a new pool rather than using a disposed one.
      parserPool = undefined;
      return Promise.all([parsers, exports.dispose(), reports.close()]).then(() => undefined);
    },
  };
}

const threads = (size: number | null | undefined): { size?: number } => (size ? { size } : {});
