import type { ParsedPaper } from "../ParsedPaper.ts";
import { PageClaims } from "./PageClaims.ts";
import type { ParseOptions } from "./parserPoolOptions.ts";
import type { Task } from "./poolSlot.ts";
import type { ParseRequest } from "./workerRequests.ts";
import type { PageNotice } from "./workerMessages.ts";

// A file's life in the pool apart from the workers that read it: what is asked, what has been
// read, how it ends. ParserPool.ts decides which worker does what; these only keep the file's books.

/** A file to parse, with its claims on its pages and nothing read yet. */
export function newTask(id: number, data: Uint8Array, options: ParseOptions, settle: Pick<Task, "resolve" | "reject" | "cleanup">): Task {
  const claims = new PageClaims();
  const request: ParseRequest = { kind: "parse", id, data, file: options.file, password: options.password, claims: claims.buffer, ...(options.ocr ? { ocr: options.ocr } : {}) };
  return {
    request,
    data,
    claims,
    helped: false,
    ...settle,
    ...(options.onPage ? { onPage: options.onPage } : {}),
    pagesRead: new Set(),
    ocrDone: new Map(),
    ocrStarted: false,
    restarts: 0,
  };
}

/** A page read by any worker of the file: counted for progress, and kept when OCR read it. */
export function recordPage(task: Task, message: PageNotice): void {
  task.pagesRead.add(message.pageNumber);
  if (message.ocr) task.ocrDone.set(message.pageNumber, message.ocr);
  task.onPage?.({ done: task.pagesRead.size, total: message.pageCount, ocrPages: task.ocrDone.size });
}

/** Ends the caller's wait with the paper or the error, and stops listening for its abort. */
export function settleTask(task: Task, outcome: ParsedPaper | Error): void {
  task.cleanup();
  if (outcome instanceof Error) task.reject(outcome);
  else task.resolve(outcome);
}
