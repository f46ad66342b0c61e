import type { PagesRead } from "./pool/parserPoolOptions.ts";

/**
 * Pages read after the first OCR page before a time left is estimated. The first OCR page's time
 * holds what is paid once (the workers, the PDF opened, the engine and its model started), so
 * the pace is taken from the pages after it; and with two workers on a file their first pages
 * end close together, so the second page alone would say a page takes far less than it does.
 * Two pages after the first cover one page time of each of two workers.
 */
export const PAGES_BEFORE_ESTIMATE = 2;

/**
 * The time left to read a file OCR is reading, from its pages' progress: null until the pace is
 * known, then the pages left at the pace of the pages read since the first OCR page ended.
 * Round 35 found the estimate taken from the whole time since the start (start-up included, one
 * worker's first page counted as the pace of two) about twice the truth at first.
 * Call it with every progress of the file, in order (`now` in milliseconds, any clock).
 */
export function ocrTimeLeft(): (progress: PagesRead, now: number) => number | null {
  let first: { done: number; at: number } | null = null;
  return (progress, now) => {
    if (progress.done >= progress.total) return 0;
    if (progress.ocrPages === 0) return null;
    first ??= { done: progress.done, at: now };
    const since = progress.done - first.done;
    if (since < PAGES_BEFORE_ESTIMATE) return null;
    return Math.round((((now - first.at) / 1000) / since) * (progress.total - progress.done));
  };
}
