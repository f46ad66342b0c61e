import { PageClaims } from "./PageClaims.ts";
import type { Task } from "./poolSlot.ts";

/** How often a file being read by OCR is started again after its worker died, from the pages already read. */
const MAX_OCR_RESTARTS = 3;

/**
 * A worker reading a file by OCR died: the file is made ready to start again in a new worker from
 * the pages OCR already read, and the page it died on is not tried by OCR again (its notes say
 * why). Returns false when the file is not being read by OCR or has been started again too often;
 * the caller puts it back at the head of the queue.
 */
export function readyOcrRestart(task: Task, ocrPage: number | null, reason: string): boolean {
  if (!task.request.ocr || task.restarts >= MAX_OCR_RESTARTS) return false;
  task.restarts++;
  task.claims.close();
  const claims = new PageClaims();
  task.claims = claims;
  task.helped = false;
  const skipOcr = { ...task.request.skipOcr };
  if (ocrPage !== null) skipOcr[ocrPage] = `the OCR worker stopped while reading it (${reason})`;
  // `known` is filled in when it starts (see ParserPool's #pump): a helper may still finish pages until then.
  task.request = { ...task.request, claims: claims.buffer, skipOcr };
  return true;
}
