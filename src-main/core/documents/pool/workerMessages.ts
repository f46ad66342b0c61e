import type { CommandRun } from "../ocr/CommandRunner.ts";
import type { ParsedPaper } from "../ParsedPaper.ts";
import type { HelpedPage, OcrDonePage } from "./workerRequests.ts";

// What a parse worker sends the main thread (what it is sent is in workerRequests.ts).

/** Worker -> main thread, as the owner: the file opened and its pages can be shared. */
export interface OpenedNotice {
  kind: "opened";
  id: number;
}

/** Worker -> main thread, as a helper: what it read (to forward to the owner); it is free again. */
export interface HelpedNotice {
  kind: "helped";
  id: number;
  pages: HelpedPage[];
}

/** Worker -> main thread: the outcome of a parse. Errors travel as plain fields: structured clone
 * keeps the message of an Error but resets the name of every class it does not know (ours) to "Error". */
export type ParseReply =
  | { kind?: undefined; id: number; ok: true; paper: ParsedPaper }
  | { kind?: undefined; id: number; ok: false; error: { name: string; message: string; stack?: string } };

/** Worker -> main thread, owner or helper: page `pageNumber` of `pageCount` is read (by OCR, with its result, when `ocr` is set). */
export interface PageNotice {
  kind: "page";
  id: number;
  pageNumber: number;
  pageCount: number;
  ocr?: OcrDonePage;
}

/** Worker -> main thread: OCR starts on a page (should the worker die now, that page is the one to skip). */
export interface OcrStartNotice {
  kind: "ocr-start";
  id: number;
  pageNumber: number;
}

/** Worker -> main thread: run an OCR command for it (see ParentCommandRunner) and answer with a CommandEndNotice. */
export interface CommandRunRequest {
  kind: "command-run";
  id?: undefined;
  call: number;
  command: CommandRun;
}

/** Worker -> main thread: kill the OCR commands run for it (its engine is disposed). */
export interface CommandKillRequest {
  kind: "command-kill";
  id?: undefined;
}

export type WorkerMessage = ParseReply | OpenedNotice | HelpedNotice | PageNotice | OcrStartNotice | CommandRunRequest | CommandKillRequest;
