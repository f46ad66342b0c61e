import type { ErrorInfo } from "../../../../src-main/contract/errors.ts";
import type { ImportProgressEvent, ImportResult, ImportSummary } from "../../../../src-main/contract/papers.ts";
import { baseName } from "../../shared/format.ts";

// The per-file import list as a reducer over what the app reports: the files the user chose,
// the "import.progress" events of the batch, the call's final results, and password retries.
// Events and results may arrive in any order (events travel on a separate channel), so every
// step only moves a file forward and the final results win.

export type ImportFileStatus = "queued" | "reading" | "imported" | "duplicate" | "failed";

export interface ImportEntry {
  /** Position in the batch (after folders are expanded), as the events number files. */
  index: number;
  /** The path imported: the user's file, or the stored copy of an upload once the app has named it. */
  file: string;
  /** What the user recognises: the file's own name. */
  name: string;
  status: ImportFileStatus;
  paperId: number | null;
  pages: number | null;
  error: ErrorInfo | null;
  /** True while a retry with a password is running. */
  retrying: boolean;
}

export interface ImportBatch {
  id: string;
  /** What was imported, e.g. "3 files" or a folder name. */
  label: string;
  /** Files in the batch once known (a folder's count arrives with its first event). */
  total: number | null;
  entries: ImportEntry[];
  /** The import call has answered (or failed as a whole). */
  finished: boolean;
  summary: ImportSummary | null;
  /** The whole call failed (e.g. the server was unreachable); per-file errors are on the entries. */
  error: ErrorInfo | null;
}

export interface ImportState {
  /** Newest first. */
  batches: ImportBatch[];
}

export type ImportAction =
  | { type: "begin"; batchId: string; label: string; files: string[] }
  | { type: "progress"; batchId: string; event: ImportProgressEvent }
  | { type: "results"; batchId: string; results: ImportResult[] }
  | { type: "batchFailed"; batchId: string; error: ErrorInfo }
  | { type: "retryStarted"; batchId: string; index: number }
  | { type: "retryFinished"; batchId: string; index: number; result: ImportResult }
  | { type: "retryFailed"; batchId: string; index: number; error: ErrorInfo }
  | { type: "clearFinished" };

export const initialImportState: ImportState = { batches: [] };

const RANK: Record<ImportFileStatus, number> = { queued: 0, reading: 1, imported: 2, duplicate: 2, failed: 2 };

function blankEntry(index: number, file: string): ImportEntry {
  return { index, file, name: baseName(file), status: "queued", paperId: null, pages: null, error: null, retrying: false };
}

function withEntry(entries: ImportEntry[], index: number, file: string, change: (entry: ImportEntry) => ImportEntry): ImportEntry[] {
  const next = entries.slice();
  while (next.length <= index) next.push(blankEntry(next.length, next.length === index ? file : ""));
  next[index] = change(next[index]!);
  return next;
}

function applyResult(entry: ImportEntry, result: ImportResult): ImportEntry {
  return {
    ...entry,
    // The stored path of an upload is what a retry must name; keep the user's own file name on screen.
    file: result.file,
    name: entry.name || baseName(result.file),
    status: result.status,
    paperId: result.paperId,
    pages: result.pages,
    error: result.error,
    retrying: false,
  };
}

function updateBatch(state: ImportState, batchId: string, change: (batch: ImportBatch) => ImportBatch): ImportState {
  let found = false;
  const batches = state.batches.map((batch) => {
    if (batch.id !== batchId) return batch;
    found = true;
    return change(batch);
  });
  return found ? { batches } : state;
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case "begin": {
      const batch: ImportBatch = {
        id: action.batchId,
        label: action.label,
        total: action.files.length > 0 ? action.files.length : null,
        entries: action.files.map((file, index) => blankEntry(index, file)),
        finished: false,
        summary: null,
        error: null,
      };
      return { batches: [batch, ...state.batches.filter((b) => b.id !== action.batchId)] };
    }
    case "progress":
      return updateBatch(state, action.batchId, (batch) => {
        const event = action.event;
        if (event.type === "summary") return { ...batch, summary: event.summary };
        const total = event.total;
        if (event.type === "started") {
          return {
            ...batch,
            total,
            entries: withEntry(batch.entries, event.index, event.file, (entry) =>
              RANK[entry.status] >= RANK.reading ? entry : { ...entry, status: "reading", name: entry.name || baseName(event.file) },
            ),
          };
        }
        return { ...batch, total, entries: withEntry(batch.entries, event.index, event.result.file, (entry) => applyResult(entry, event.result)) };
      });
    case "results":
      return updateBatch(state, action.batchId, (batch) => {
        let entries = batch.entries;
        action.results.forEach((result, index) => {
          entries = withEntry(entries, index, result.file, (entry) => applyResult(entry, result));
        });
        return { ...batch, entries, total: Math.max(batch.total ?? 0, action.results.length), finished: true };
      });
    case "batchFailed":
      return updateBatch(state, action.batchId, (batch) => ({ ...batch, finished: true, error: action.error }));
    case "retryStarted":
      return updateBatch(state, action.batchId, (batch) => ({
        ...batch,
        entries: withEntry(batch.entries, action.index, "", (entry) => ({ ...entry, retrying: true })),
      }));
    case "retryFinished":
      return updateBatch(state, action.batchId, (batch) => ({
        ...batch,
        entries: withEntry(batch.entries, action.index, action.result.file, (entry) => applyResult(entry, action.result)),
      }));
    case "retryFailed":
      return updateBatch(state, action.batchId, (batch) => ({
        ...batch,
        entries: withEntry(batch.entries, action.index, "", (entry) => ({ ...entry, retrying: false, error: action.error })),
      }));
    case "clearFinished":
      return { batches: state.batches.filter((batch) => !batch.finished || batch.entries.some((e) => e.retrying)) };
  }
}

export interface ImportTally {
  queued: number;
  reading: number;
  imported: number;
  duplicate: number;
  failed: number;
  /** Files known so far (the batch total when the app has said it). */
  total: number;
}

export function tallyBatch(batch: ImportBatch): ImportTally {
  const tally: ImportTally = { queued: 0, reading: 0, imported: 0, duplicate: 0, failed: 0, total: 0 };
  for (const entry of batch.entries) tally[entry.status]++;
  tally.total = Math.max(batch.total ?? 0, batch.entries.length);
  return tally;
}

/** Files of the batch that have an outcome. */
export function settledCount(tally: ImportTally): number {
  return tally.imported + tally.duplicate + tally.failed;
}

/** Encrypted files the user can unlock with a password. */
export function needsPassword(entry: ImportEntry): boolean {
  return entry.status === "failed" && (entry.error?.name === "PasswordRequiredError" || entry.error?.name === "IncorrectPasswordError");
}

/** One line for the batch header, e.g. "2 imported · 1 duplicate · 1 failed · 3 of 6 done". */
export function describeTally(tally: ImportTally, finished: boolean): string {
  const parts: string[] = [];
  if (tally.imported) parts.push(`${tally.imported} imported`);
  if (tally.duplicate) parts.push(`${tally.duplicate} already in the library`);
  if (tally.failed) parts.push(`${tally.failed} failed`);
  const settled = settledCount(tally);
  if (!finished) parts.push(tally.total > 0 ? `${settled} of ${tally.total} done` : "looking for PDFs…");
  return parts.join(" · ") || (finished ? "no PDF files found" : "starting…");
}

/**
 * Splits files (by size in bytes) into consecutive groups for separate upload calls, so no
 * single request grows past what the server accepts and progress shows between groups. A file
 * bigger than `maxBytes` gets a group of its own (the server then says it is too large).
 */
export function chunkUploads(sizes: number[], maxBytes: number, maxFiles: number): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  sizes.forEach((size, index) => {
    if (current.length > 0 && (bytes + size > maxBytes || current.length >= maxFiles)) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(index);
    bytes += size;
  });
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * An event of one upload group, renumbered as part of the whole batch: `offset` is the group's
 * first file in the batch and `total` the batch's size (null keeps the event's own).
 */
export function shiftProgressEvent(event: ImportProgressEvent, offset: number, total: number | null): ImportProgressEvent {
  if (event.type === "summary") return event;
  return { ...event, index: event.index + offset, total: total ?? event.total };
}
