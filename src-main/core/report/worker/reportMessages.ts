import type { ErrorInfo } from "../../../contract/errors.ts";
import type { DatasetReport } from "../../../contract/report.ts";
import type { QaQuery } from "../../../contract/qaQueries.ts";

/** One report to build: the library file (opened read-only in the worker), the selection and whose queue `queue` means. */
export interface ReportRequest {
  id: number;
  databasePath: string;
  query: QaQuery;
  reviewer: string;
}

/** Close the port and end once the report in progress (if any) is done: ReportRunner.close. */
export interface ReportCloseRequest {
  close: true;
}

export type ReportReply = { id: number; ok: true; report: DatasetReport } | { id: number; ok: false; error: ErrorInfo & { stack?: string } };
