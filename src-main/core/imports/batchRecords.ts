import type { ImportFileStatus } from "../../contract/importReport.ts";
import type { ImportProgressEvent } from "../../contract/importResults.ts";
import { fileAt, settle, type BatchRecord } from "./importFileRecords.ts";

// How a batch's record changes as its import runs: a progress event, a Cancel. ImportReports.ts
// decides which batch and when; these say what becomes of its files.

/** How far a status is along: an event never moves a file back (a late "started" after its result). */
const RANK: Record<ImportFileStatus, number> = { queued: 0, reading: 1, imported: 2, duplicate: 2, failed: 2, "needs-password": 2, cancelled: 2 };

export function newBatch(id: string, label: string): BatchRecord {
  return { id, label, startedAt: new Date().toISOString(), expected: null, files: [], calls: 0, error: null, cancelled: false };
}

/** A progress event of the batch, its index already counted in the whole batch. */
export function applyProgress(batch: BatchRecord, event: Exclude<ImportProgressEvent, { type: "summary" }>): void {
  batch.expected = Math.max(batch.expected ?? 0, event.total);
  const record = fileAt(batch, event.index, event.type === "finished" ? event.result.file : event.file);
  if (event.type === "started") {
    if (RANK[record.status] < RANK.reading) record.status = "reading";
  } else if (event.type === "pages") {
    if (record.status === "reading") record.progress = event.pages;
  } else {
    settle(record, event.result);
  }
}

/** A call is in flight, or parts of an upload announced are still to come (and none failed). */
export function batchRunning(batch: BatchRecord): boolean {
  return batch.calls > 0 || (batch.expected !== null && batch.files.length < batch.expected && batch.error === null);
}

/** A cancelled batch's files that were waiting or being read end "cancelled"; those with an outcome keep it. */
export function markUnread(batch: BatchRecord): void {
  for (const record of batch.files) {
    if (record.status !== "queued" && record.status !== "reading") continue;
    record.status = "cancelled";
    delete record.progress;
  }
}

/** One import call of the batch answered, failed or stopped. */
export function callEnded(batch: BatchRecord): void {
  batch.calls = Math.max(0, batch.calls - 1);
}

/**
 * Drops the oldest batches no call is running in until at most `kept` stay; a running one is
 * never dropped, however old, since its files are still being read. Returns those dropped.
 */
export function forgetOldest(batches: BatchRecord[], kept: number): BatchRecord[] {
  const dropped: BatchRecord[] = [];
  while (batches.length > kept) {
    const oldest = batches.findLastIndex((b) => b.calls === 0);
    if (oldest < 0) break;
    dropped.push(...batches.splice(oldest, 1));
  }
  return dropped;
}
