import type { ImportBatchReport, ImportFileReport, ImportFileStatus, ImportReport } from "@contract/importReport.ts";
import { formatCount } from "../../shared/format.ts";

// The import panel shows the core's import report (it outlives a reload of this window), plus
// the batches this window is still sending, which the core has not heard of yet. Pure functions
// over those, so they can be tested without a page.

export type { ImportBatchReport, ImportFileReport, ImportFileStatus };

/** A batch this window is sending: its label and the names of its files, known before the core answers. */
export interface SendingBatch {
  id: string;
  label: string;
  /** File names, when the files are known (a folder picked in the desktop app is expanded by the core). */
  names: string[];
}

/**
 * What the panel lists, newest first: the report's batches, with the ones this window is still
 * sending shown as running (between two parts of an upload no call is in flight, which the
 * report calls "incomplete"), and batches not in the report yet as queued files.
 */
export function visibleBatches(report: ImportReport | undefined, sending: readonly SendingBatch[]): ImportBatchReport[] {
  const reported = report?.batches ?? [];
  const known = new Set(reported.map((b) => b.id));
  const ours = new Set(sending.map((b) => b.id));
  const waiting = sending
    .filter((b) => !known.has(b.id))
    .map(
      (b): ImportBatchReport => ({
        id: b.id,
        label: b.label,
        startedAt: "",
        state: "running",
        total: b.names.length > 0 ? b.names.length : null,
        files: b.names.map((name, index) => ({ index, name, path: null, status: "queued", paperId: null, pages: null, error: null })),
        error: null,
      }),
    )
    .reverse();
  return [...waiting, ...reported.map((b) => (b.state === "incomplete" && ours.has(b.id) ? { ...b, state: "running" as const } : b))];
}

export interface ImportTally {
  queued: number;
  reading: number;
  imported: number;
  duplicate: number;
  failed: number;
  "needs-password": number;
  /** Files a Cancel stopped before they were read. */
  cancelled: number;
  /** Files known so far (the batch total when the app has said it). */
  total: number;
}

export function tallyBatch(batch: ImportBatchReport): ImportTally {
  const tally: ImportTally = { queued: 0, reading: 0, imported: 0, duplicate: 0, failed: 0, "needs-password": 0, cancelled: 0, total: 0 };
  for (const file of batch.files) tally[file.status]++;
  tally.total = Math.max(batch.total ?? 0, batch.files.length);
  // A cancelled upload's parts never sent, or a folder's files never started, were not read either.
  if (batch.state === "cancelled") tally.cancelled += tally.total - batch.files.length;
  return tally;
}

/** Files of the batch that have an outcome (one waiting for its password counts: the import did its part). */
export function settledCount(tally: ImportTally): number {
  return tally.imported + tally.duplicate + tally.failed + tally["needs-password"];
}

/**
 * How far the batch's bar is, in files: the settled ones, plus the share of its pages each file
 * being read by OCR has read. A scan of many pages takes minutes, and a bar counting whole files
 * stood at 0% all that time beside "4 of 12 pages read".
 */
export function batchFilesDone(batch: ImportBatchReport): number {
  const reading = batch.files.reduce((sum, file) => (file.status === "reading" && file.progress && file.progress.total > 0 ? sum + Math.min(1, file.progress.done / file.progress.total) : sum), 0);
  return settledCount(tallyBatch(batch)) + reading;
}

/**
 * The words beside the batch's bar, saying what it counts: "1 of 3 files", and while scans are
 * read by OCR "1 of 3 files, and 4 of 12 pages of the scan being read". A percentage there (of
 * files, a scan counted in part by its pages) read as contradicting the header's "1 of 3 done".
 */
export function batchProgressWords(batch: ImportBatchReport): string {
  return progressWords([batch]);
}

/** The words of `batchProgressWords` for several batches counted together (the sidebar's activity line). */
function progressWords(batches: readonly ImportBatchReport[]): string {
  let settled = 0;
  let total = 0;
  let scans = 0;
  let pagesRead = 0;
  let pages = 0;
  for (const batch of batches) {
    const tally = tallyBatch(batch);
    settled += settledCount(tally);
    total += tally.total;
    for (const file of batch.files) {
      if (file.status !== "reading" || !file.progress || file.progress.total <= 0) continue;
      scans++;
      pagesRead += Math.min(file.progress.done, file.progress.total);
      pages += file.progress.total;
    }
  }
  const files = `${formatCount(settled)} of ${formatCount(total, "file")}`;
  if (scans === 0) return files;
  return `${files}, and ${formatCount(pagesRead)} of ${formatCount(pages, "page")} of ${scans === 1 ? "the scan" : `the ${scans} scans`} being read`;
}

/** One line for the batch header, e.g. "2 imported · 1 needs a password · 1 failed · 3 of 6 done". */
export function describeTally(tally: ImportTally, state: ImportBatchReport["state"]): string {
  const parts: string[] = [];
  if (tally.imported) parts.push(`${tally.imported} imported`);
  if (tally.duplicate) parts.push(`${tally.duplicate} already in the library`);
  if (tally["needs-password"]) parts.push(`${tally["needs-password"]} ${tally["needs-password"] === 1 ? "needs a password" : "need a password"}`);
  if (tally.failed) parts.push(`${tally.failed} failed`);
  // Said in the folded line of all imports, where a cancelled batch is counted with the others.
  if (tally.cancelled && state !== "cancelled") parts.push(`${tally.cancelled} not read (cancelled)`);
  const settled = settledCount(tally);
  // Files never looked at (later parts of an upload, the rest of a folder) are not read either.
  if (state === "cancelled") return `Cancelled: ${[...parts, `${tally.total - settled} not read`].join(", ")}`;
  if (state === "running") parts.push(tally.total > 0 ? `${settled} of ${tally.total} done` : "looking for PDFs…");
  if (state === "incomplete") parts.push(`stopped after ${settled} of ${tally.total} files: the page that sent them was closed or reloaded`);
  return parts.join(" · ") || (state === "running" ? "starting…" : "no PDF files found");
}

/** Every file waiting for its password, newest batch first, with the batch it belongs to. */
export function passwordPrompts(batches: readonly ImportBatchReport[]): { batch: ImportBatchReport; file: ImportFileReport }[] {
  return batches.flatMap((batch) => batch.files.filter((file) => file.status === "needs-password").map((file) => ({ batch, file })));
}

/** Whether the last password tried for this file was wrong (rather than none given yet). */
export function wrongPassword(file: ImportFileReport): boolean {
  return file.error?.name === "IncorrectPasswordError";
}

/**
 * Files and batches still being imported, for the app-wide activity line: `done` files have an
 * outcome; `read` adds the share of pages read of each scan being read by OCR, for the bar; and
 * `words` say both, as the import panel does, so the bar never moves past what the words say.
 */
export function importsInProgress(batches: readonly ImportBatchReport[]): { files: number; done: number; read: number; words: string } {
  const running = batches.filter((batch) => batch.state === "running");
  let files = 0;
  let done = 0;
  let read = 0;
  for (const batch of running) {
    const tally = tallyBatch(batch);
    files += tally.total;
    done += settledCount(tally);
    read += batchFilesDone(batch);
  }
  return { files, done, read, words: progressWords(running) };
}

/** Every batch's files counted together, for the one line a finished panel folds into. */
export function tallyBatches(batches: readonly ImportBatchReport[]): ImportTally {
  const sum: ImportTally = { queued: 0, reading: 0, imported: 0, duplicate: 0, failed: 0, "needs-password": 0, cancelled: 0, total: 0 };
  for (const tally of batches.map(tallyBatch)) for (const key of Object.keys(sum) as (keyof ImportTally)[]) sum[key] += tally[key];
  return sum;
}

/**
 * "Reading scanned pages: 4 of 12 pages read, about 50 s left" while a scan is read by OCR.
 * `done` counts pages already read, so it is said as such: "page 4 of 12" would name the page
 * being read as one already done, and "page 0 of 12" a page that does not exist.
 */
export function describeScanProgress(progress: NonNullable<ImportFileReport["progress"]>): string {
  const { done, total, secondsLeft } = progress;
  const left = secondsLeft === null || done >= total ? "" : `, about ${secondsLeft < 90 ? `${secondsLeft} s` : `${Math.round(secondsLeft / 60)} min`} left`;
  return `Reading scanned pages: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} page${total === 1 ? "" : "s"} read${left}`;
}
