import { recordPage, settleTask } from "./parseTask.ts";
import type { Slot } from "./poolSlot.ts";
import { answerCommand } from "./slotCommands.ts";
import { deliverPages, endJob, sendKnownPages } from "./slotJobs.ts";
import type { WorkerMessage } from "./workerMessages.ts";
import { errorFromReply } from "./workerErrors.ts";

/** What a worker's notice may change in the pool: start more work. */
export interface PoolMoves {
  slots: readonly Slot[];
  /** Gives idle workers what is waiting, or pages of a running file to help with. */
  pump(): void;
}

/**
 * A worker's message: an OCR command it asks the main thread to run or kill (slotCommands.ts), or
 * a notice about the job it is doing. Notices of a job it no longer has (cancelled meanwhile) are ignored.
 */
export function receiveWorkerMessage(slot: Slot, message: WorkerMessage, pool: PoolMoves): void {
  if (message.kind === "command-kill" || message.kind === "command-run") {
    answerCommand(slot, message, pool.slots.includes(slot));
    return;
  }
  const job = slot.job;
  if (!job || message.id !== job.task.request.id) return;
  if (message.kind === "ocr-start") {
    slot.ocrPage = message.pageNumber;
    // OCR reads this page, so the others may cost seconds each: an idle worker takes pages from
    // the back now, while this one is read, rather than after it.
    job.task.ocrStarted = true;
    if (!job.task.helped) pool.pump();
    return;
  }
  if (message.kind === "page") {
    slot.ocrPage = null;
    recordPage(job.task, message);
    // A page OCR read in a helper counts as read now, not when the helper is done: should the
    // helper die before then, the owner has it and does not read it again.
    if (message.ocr && job.kind === "help") sendKnownPages(pool.slots, job.task, [message.ocr]);
    return;
  }
  if (message.kind === "opened") {
    // Its page count is known now, so an idle worker can take pages from the back.
    pool.pump();
    return;
  }
  if (message.kind === "helped") {
    if (job.kind !== "help") return;
    endJob(slot);
    // A helper of a file whose owner died meanwhile: the new owner does not wait for it (its OCR
    // pages reached the owner as each was read, see "page").
    if (job.claims === job.task.claims) deliverPages(pool.slots, job.task, message.pages);
    pool.pump();
    return;
  }
  if (job.kind !== "parse") return;
  endJob(slot);
  // A helper still reading this file stops after its current page.
  job.task.claims.close();
  settleTask(job.task, message.ok ? message.paper : errorFromReply(message.error));
  pool.pump();
}
