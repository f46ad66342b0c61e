import type { ErrorInfo } from "../../contract/errors.ts";
import type { ImportFileReport, ImportReport } from "../../contract/importReport.ts";
import type { ImportProgressEvent, ImportResult } from "../../contract/importResults.ts";
import { applyProgress, batchRunning, callEnded, forgetOldest, markUnread, newBatch } from "./batchRecords.ts";
import { blankFile, fileAt, settle, settleDuplicate, type BatchRecord, type ImportFileRecord } from "./importFileRecords.ts";
import { batchView, fileView } from "./importReportViews.ts";

/** Batches kept; the oldest ones that are no longer running are forgotten first. */
export const KEPT_BATCHES = 20;

/** What a call announces when it begins; `uploads` are its files when the page sent them. */
export interface BatchStart {
  label?: string;
  expectedFiles?: number;
  uploads?: { name: string; file: string }[];
}

/**
 * The recent import batches of this process, for every window to show. They live here and not
 * in a window because windows reload (a browser tab, the desktop app's View > Reload) while the
 * core keeps running; they are not stored in the library because they describe this session's
 * work, not the papers (which are stored, whatever happens to the report).
 *
 * The report does no I/O: `onForget` is told of every file it drops, so the owner can delete an
 * upload's copy that no paper and no other file of the report still needs.
 */
export class ImportReports {
  private batches: BatchRecord[] = [];
  private readonly onForget: (record: ImportFileRecord) => void;

  constructor(onForget: (record: ImportFileRecord) => void = () => undefined) {
    this.onForget = onForget;
  }

  /** A call of batch `id` begins; returns the batch index of its first file (0 unless the batch had files already). */
  begin(id: string, start: BatchStart = {}): number {
    let batch = this.batches.find((b) => b.id === id);
    if (!batch) {
      batch = newBatch(id, start.label ?? "");
      this.batches.unshift(batch);
      this.forgetOld();
    }
    if (start.label && !batch.label) batch.label = start.label;
    if (start.expectedFiles !== undefined) batch.expected = Math.max(batch.expected ?? 0, start.expectedFiles);
    batch.calls++;
    const offset = batch.files.length;
    for (const [i, upload] of (start.uploads ?? []).entries()) {
      batch.files.push(blankFile(id, offset + i, upload.name, upload.file, true));
    }
    return offset;
  }

  /** A progress event of the batch, its index already counted in the whole batch. */
  progress(id: string, event: ImportProgressEvent): void {
    const batch = this.batches.find((b) => b.id === id);
    if (!batch || event.type === "summary") return;
    applyProgress(batch, event);
  }

  /** The call that began at `offset` answered with these results (the final word on its files). */
  end(id: string, offset: number, results: ImportResult[]): void {
    const batch = this.batches.find((b) => b.id === id);
    if (!batch) return;
    results.forEach((result, i) => settle(fileAt(batch, offset + i, result.file), result));
    callEnded(batch);
    if (batch.calls === 0 && batch.expected === null) batch.expected = batch.files.length;
  }

  /** The call failed as a whole; files it had finished keep their outcome. */
  fail(id: string, error: ErrorInfo): void {
    const batch = this.batches.find((b) => b.id === id);
    if (!batch) return;
    callEnded(batch);
    batch.error = error;
  }

  /**
   * The user asked to cancel batch `id`. Only a running batch is cancelled ("over" for one that
   * ended: its outcome stands); between two parts of an upload no call runs, but the batch is
   * still marked, so the next part is refused.
   */
  cancel(id: string): "cancelling" | "over" | "unknown" {
    const batch = this.batches.find((b) => b.id === id);
    if (!batch) return "unknown";
    if (batch.cancelled) return batch.calls > 0 ? "cancelling" : "over";
    if (!batchRunning(batch)) return "over";
    batch.cancelled = true;
    if (batch.calls === 0) markUnread(batch);
    return "cancelling";
  }

  /** Whether batch `id` was cancelled (its next part must not be read). */
  isCancelled(id: string): boolean {
    return this.batches.find((b) => b.id === id)?.cancelled ?? false;
  }

  /** A call of a cancelled batch ended: files it finished keep their outcome, the rest were not read. */
  stopped(id: string): void {
    const batch = this.batches.find((b) => b.id === id);
    if (!batch) return;
    callEnded(batch);
    if (batch.calls === 0) markUnread(batch);
  }

  find(id: string, index: number): ImportFileRecord | undefined {
    return this.batches.find((b) => b.id === id)?.files[index];
  }

  /** Every file the report holds, newest batch first. */
  files(): ImportFileRecord[] {
    return this.batches.flatMap((b) => b.files);
  }

  /** A retry of one file started (`reading`) or answered. */
  retrying(record: ImportFileRecord): void {
    record.status = "reading";
  }

  settle(record: ImportFileRecord, result: ImportResult): void {
    settle(record, result);
  }

  /**
   * The user chose about a likely duplicate: both stay (the warning goes), or this copy was
   * removed, so the file now stands as a duplicate of the paper it looked like.
   */
  settleDuplicate(record: ImportFileRecord, keepBoth: boolean): void {
    settleDuplicate(record, keepBoth);
  }

  /** Forgets every batch that is no longer running, with its files. */
  clear(): void {
    const drop = this.batches.filter((b) => b.calls === 0);
    this.batches = this.batches.filter((b) => b.calls > 0);
    for (const batch of drop) batch.files.forEach(this.onForget);
  }

  report(): ImportReport {
    return { batches: this.batches.map(batchView) };
  }

  fileView(record: ImportFileRecord): ImportFileReport {
    return fileView(record);
  }

  private forgetOld(): void {
    for (const dropped of forgetOldest(this.batches, KEPT_BATCHES)) dropped.files.forEach(this.onForget);
  }
}
