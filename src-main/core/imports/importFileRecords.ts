import path from "node:path";
import type { ErrorInfo } from "../../contract/errors.ts";
import type { ImportFileStatus } from "../../contract/importReport.ts";
import type { ImportResult, LikelyDuplicate, PageProgress } from "../../contract/importResults.ts";

// The import report's own records of batches and files, and how an event or a result changes a
// file's record; ImportReports.ts keeps the batches, importReportViews.ts shows them.

/** Errors a password can still fix. */
const PASSWORD_ERRORS = new Set(["PasswordRequiredError", "IncorrectPasswordError"]);

/** One file as the report keeps it. */
export interface ImportFileRecord {
  readonly batchId: string;
  readonly index: number;
  name: string;
  /** What a retry imports: the user's path, or for an upload the copy in the data folder. Null until known. */
  file: string | null;
  /** The file is a copy the page sent, stored in the data folder. */
  readonly upload: boolean;
  status: ImportFileStatus;
  paperId: number | null;
  pages: number | null;
  error: ErrorInfo | null;
  /** The paper it looks like, until the user chose to keep both or remove this copy. */
  likelyDuplicateOf: LikelyDuplicate | null;
  /** While it is read by OCR: pages done of its total, and the time left. */
  progress?: PageProgress;
}

export interface BatchRecord {
  id: string;
  label: string;
  startedAt: string;
  /** Files all calls of the batch hold, when announced (or learnt from the first event). */
  expected: number | null;
  files: ImportFileRecord[];
  /** Import calls of this batch in progress. */
  calls: number;
  error: ErrorInfo | null;
  /** The user cancelled it: later calls are refused and unread files end "cancelled". */
  cancelled: boolean;
}

/** The status a result gives a file: a failure that only wants its password is not a failure yet. */
export function statusOf(result: ImportResult): ImportFileStatus {
  if (result.status === "failed" && result.error && PASSWORD_ERRORS.has(result.error.name)) return "needs-password";
  return result.status;
}

export function blankFile(batchId: string, index: number, name: string, file: string | null, upload: boolean): ImportFileRecord {
  return { batchId, index, name, file, upload, status: "queued", paperId: null, pages: null, error: null, likelyDuplicateOf: null };
}

/** The record at `index`, created (with the ones before it) when events arrive out of order. */
export function fileAt(batch: BatchRecord, index: number, file: string): ImportFileRecord {
  while (batch.files.length <= index) {
    const i = batch.files.length;
    batch.files.push(blankFile(batch.id, i, i === index ? path.basename(file) : "", i === index ? file : null, false));
  }
  const record = batch.files[index]!;
  if (record.file === null) record.file = file;
  if (record.name === "") record.name = path.basename(file);
  return record;
}

export function settle(record: ImportFileRecord, result: ImportResult): void {
  delete record.progress;
  record.status = statusOf(result);
  record.paperId = result.paperId;
  record.pages = result.pages;
  record.error = result.error;
  record.likelyDuplicateOf = result.likelyDuplicateOf ?? null;
}

/** The user kept both (the warning goes) or removed this copy (it stands as a duplicate of the paper it looked like). */
export function settleDuplicate(record: ImportFileRecord, keepBoth: boolean): void {
  const original = record.likelyDuplicateOf;
  record.likelyDuplicateOf = null;
  if (keepBoth || !original) return;
  record.status = "duplicate";
  record.paperId = original.paperId;
}
