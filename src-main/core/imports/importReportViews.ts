import type { ImportBatchReport, ImportFileReport } from "../../contract/importReport.ts";
import type { BatchRecord, ImportFileRecord } from "./importFileRecords.ts";

// The import report as windows see it: each batch's label and state, each file without the
// report's own bookkeeping (an upload's stored copy is not a path the user knows).

function labelFor(batch: BatchRecord): string {
  const count = Math.max(batch.expected ?? 0, batch.files.length);
  if (count === 1 && batch.files[0]?.name) return batch.files[0].name;
  return count === 0 ? "Import" : `${count} files`;
}

export function batchView(batch: BatchRecord): ImportBatchReport {
  const total = batch.expected === null ? null : Math.max(batch.expected, batch.files.length);
  const state = batch.calls > 0 ? "running" : batch.cancelled ? "cancelled" : total !== null && batch.files.length < total && batch.error === null ? "incomplete" : "finished";
  return { id: batch.id, label: batch.label || labelFor(batch), startedAt: batch.startedAt, state, total, files: batch.files.map(fileView), error: batch.error };
}

export function fileView(record: ImportFileRecord): ImportFileReport {
  return {
    index: record.index,
    name: record.name,
    path: record.upload ? null : record.file,
    status: record.status,
    paperId: record.paperId,
    pages: record.pages,
    error: record.error,
    ...(record.likelyDuplicateOf ? { likelyDuplicateOf: record.likelyDuplicateOf } : {}),
    ...(record.progress && record.status === "reading" ? { progress: record.progress } : {}),
  };
}
