import type { Worker } from "node:worker_threads";
import type { ParsedPaper } from "../ParsedPaper.ts";
import type { LocalCommandRunner } from "../ocr/LocalCommandRunner.ts";
import type { PageClaims } from "./PageClaims.ts";
import type { PagesRead } from "./parserPoolOptions.ts";
import type { OcrDonePage, ParseRequest } from "./workerRequests.ts";

/** One file the pool has been asked to parse, from the call until it settles. */
export interface Task {
  request: ParseRequest;
  /** The caller's bytes; each worker that reads the file gets its own copy. */
  data: Uint8Array;
  claims: PageClaims;
  /** A worker has been sent to help with this file (one at most). */
  helped: boolean;
  resolve: (paper: ParsedPaper) => void;
  reject: (error: Error) => void;
  cleanup: () => void;
  onPage?: (progress: PagesRead) => void;
  /** Pages read so far (by any worker), for progress. */
  pagesRead: Set<number>;
  /** Pages OCR read, kept so a worker's crash does not lose them. */
  ocrDone: Map<number, OcrDonePage>;
  /** OCR has started on a page of this file: its other pages may take seconds each. */
  ocrStarted: boolean;
  /** Times the file was started again after its worker died. */
  restarts: number;
}

/**
 * What a worker is doing: parsing a file it owns, or reading pages of another worker's file
 * (from `claims`: the file's claims when the helper was sent; a file started again after its
 * owner died has new ones, and a helper still at work on the old ones is no helper of the new owner).
 */
export type Job = { kind: "parse"; task: Task } | { kind: "help"; task: Task; claims: PageClaims };

/** One worker thread of the pool and what it is doing. */
export interface Slot {
  worker: Worker;
  job: Job | null;
  /** The page this worker is reading by OCR, if any: the one to skip should the worker die. */
  ocrPage: number | null;
  /** The OCR commands it asked this thread to run (see ParentCommandRunner): killed when it ends or is stopped. */
  commands: LocalCommandRunner;
  /** The worker's thread id, kept: a terminated worker's reads -1. */
  threadId: number;
}
