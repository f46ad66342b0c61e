import type { ImportBatchReport, ImportFileReport } from "@contract/importReport.ts";
import { formatCount } from "../../shared/format.ts";
import { settledCount, tallyBatch } from "./importTally.ts";

// How far imports are: the batch's bar, the words beside it and the app-wide activity line, a
// scan being read by OCR counted in part by its pages so the bar moves while it is read.

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
