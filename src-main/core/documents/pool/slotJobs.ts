import type { Job, Slot, Task } from "./poolSlot.ts";
import type { HelpedPage, HelpRequest, OcrDonePage, ParseRequest } from "./workerRequests.ts";

// What the pool tells one worker: start a job, the job is over, pages read by another worker.
// ParserPool.ts decides when; these say how, so the scheduler reads as decisions only.

/** Gives `slot` a job and sends its worker the request; the worker keeps the process alive until the job ends. */
export function startJob(slot: Slot, job: Job, message: ParseRequest | HelpRequest): void {
  slot.job = job;
  slot.worker.ref();
  // Every worker gets its own copy: pdf.js takes over the buffer it is given, and the bytes
  // stay here for a helper that may join later.
  const copy = new Uint8Array(message.data);
  slot.worker.postMessage({ ...message, data: copy }, [copy.buffer]);
}

/** The job is over: the worker is idle and no longer keeps the process alive. */
export function endJob(slot: Slot): void {
  slot.job = null;
  slot.ocrPage = null;
  slot.worker.unref();
}

/** Hands a helper's pages to the worker that owns the file, if it is still parsing it. */
export function deliverPages(slots: readonly Slot[], task: Task, pages: HelpedPage[]): void {
  ownerOf(slots, task)?.worker.postMessage({ kind: "pages", id: task.request.id, pages });
}

/** Tells the worker that owns the file (if one is parsing it now) of pages OCR read elsewhere. */
export function sendKnownPages(slots: readonly Slot[], task: Task, pages: OcrDonePage[]): void {
  if (pages.length > 0) ownerOf(slots, task)?.worker.postMessage({ kind: "known", id: task.request.id, pages });
}

function ownerOf(slots: readonly Slot[], task: Task): Slot | undefined {
  return slots.find((s) => s.job?.kind === "parse" && s.job.task === task);
}
