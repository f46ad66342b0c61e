import type { Slot, Task } from "./poolSlot.ts";
import type { HelpRequest } from "./workerRequests.ts";

/**
 * Pages a file OCR is reading must have left for an idle worker to help. One: a page takes
 * seconds, opening the file in a second worker milliseconds, and its OCR engine starts once per
 * worker. With four (round 16), a scan of up to four pages was read one page after another while
 * the other worker idled (docs/ocr.md, "Round 17: seconds a page").
 */
const MIN_OCR_PAGES_TO_SHARE = 1;

/** Pages `task` must have left to be shared: few once OCR has started on one of its pages, else `sharePagesFrom`. */
function shareFrom(task: Task, sharePagesFrom: number | undefined): number {
  return task.ocrStarted || task.ocrDone.size > 0 ? MIN_OCR_PAGES_TO_SHARE : (sharePagesFrom ?? Infinity);
}

/** The running file with no helper yet and the most pages left, if it has enough left to share. */
export function fileToHelp(slots: readonly Slot[], sharePagesFrom: number | undefined): Task | undefined {
  const running = slots.flatMap((s) => (s.job?.kind === "parse" && !s.job.task.helped ? [s.job.task] : []));
  return running.filter((t) => t.claims.remaining >= shareFrom(t, sharePagesFrom)).sort((a, b) => b.claims.remaining - a.claims.remaining)[0];
}

/** What a helper is sent: the file as its owner was asked to read it, on the same claims. */
export function helpRequest(task: Task): HelpRequest {
  const { id, file, password, ocr, known, skipOcr } = task.request;
  return { kind: "help", id, data: task.data, file, password, claims: task.claims.buffer, ...(ocr ? { ocr } : {}), ...(known ? { known } : {}), ...(skipOcr ? { skipOcr } : {}) };
}
