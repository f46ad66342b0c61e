import { toErrorInfo, type ErrorInfo } from "../../../contract/errors.ts";
import type { PageText } from "../layout/types.ts";
import type { CommandEnd, CommandRun } from "../ocr/CommandRunner.ts";
import type { OcrPageReport } from "../ocr/ocrPageText.ts";
import type { OcrModel } from "../../../contract/ocrEngineNames.ts";
import type { OcrEngineChoice } from "../ocr/PreferredOcrEngine.ts";
import type { ParsedPaper } from "../ParsedPaper.ts";

/**
 * Main thread -> worker: one PDF to parse. `data`'s buffer is transferred, not copied. `claims`
 * (a PageClaims buffer) is how a helper shares the pages; a worker that ignores it and never
 * says "opened" simply gets no helper.
 */
export interface ParseRequest {
  kind?: "parse";
  id: number;
  data: Uint8Array;
  file: string;
  password?: string;
  claims?: SharedArrayBuffer;
  /** Read pages without a usable text layer by OCR, in these languages. Defaults to off. */
  ocr?: OcrRequest;
  /** Pages OCR already read (a worker that crashed read them): used as they are, not read again. */
  known?: OcrDonePage[];
  /** Pages OCR is not tried on again, with why (a worker crashed reading them). */
  skipOcr?: Record<number, string>;
}

/** How a worker reads pages by OCR. */
export interface OcrRequest {
  /** Tesseract language codes. */
  languages: string[];
  /** See OcrEngineOptions.pageTimeoutMs. Defaults to its default. */
  pageTimeoutMs?: number;
  /**
   * Which engine reads (see PreferredOcrEngine). Defaults to "builtin": the app passes the
   * settings' choice, and a caller that does not choose keeps tesseract.js's reading.
   */
  engine?: OcrEngineChoice;
  /** Whose language data the installed command reads with (see PreferredOcrEngine). Defaults to "distillate". */
  model?: OcrModel;
  /** A folder where what OCR read of each page picture is kept and read back (see CachedOcrReader). Defaults to none: every page is read. */
  keepReadsIn?: string;
}

/** A page OCR read, kept by the pool so a crash does not lose it. */
export interface OcrDonePage {
  page: PageText;
  report: OcrPageReport;
}

/** Main thread -> an idle worker: read pages of request `id` from the back of its `claims`. */
export interface HelpRequest {
  kind: "help";
  id: number;
  data: Uint8Array;
  file: string;
  password?: string;
  claims: SharedArrayBuffer;
  ocr?: OcrRequest;
  known?: OcrDonePage[];
  skipOcr?: Record<number, string>;
}

/** Main thread -> owner: the pages a helper read (none when it failed or died). */
export interface HelperPages {
  kind: "pages";
  id: number;
  pages: HelpedPage[];
}

/**
 * Main thread -> owner: pages OCR read in another worker of this file (its helper, or a helper
 * still at work from before the owner was started again), sent as each is finished. The owner
 * takes any of them as its own instead of reading it again: should that helper die, the pages it
 * finished are not lost with it.
 */
export interface KnownPages {
  kind: "known";
  id: number;
  pages: OcrDonePage[];
}

/** A page a helper read, with what OCR made of it when OCR read it. */
export interface HelpedPage {
  page: PageText;
  report?: OcrPageReport;
}

/** Main thread -> an idle worker: close the port and end once nothing is left to do (ParserPool.dispose). */
export interface CloseRequest {
  kind: "close";
}

/** Main thread -> worker: how an OCR command it asked for (call `call`) ended. */
export interface CommandEndNotice {
  kind: "command-end";
  call: number;
  end: CommandEnd;
}

export type WorkerRequest = ParseRequest | HelpRequest | HelperPages | KnownPages | CloseRequest | CommandEndNotice;

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

export function errorToReply(id: number, error: unknown): ParseReply {
  return { id, ok: false, error: errorFields(error) };
}

/** An error as fields that survive structured clone with their name (used by every worker). */
export function errorFields(error: unknown): ErrorInfo & { stack?: string } {
  // With an import error's reason and remedy, which the import panel shows beside the file's name.
  if (error instanceof Error) return { ...toErrorInfo(error), stack: error.stack };
  return toErrorInfo(error);
}

/**
 * Rebuilds a worker's error on the main thread with its name and message. Not an instance of
 * the original class (its constructor would rebuild the message): callers go by `name`, which is
 * also all that crosses IPC and the CLI.
 */
export function errorFromReply(reply: ErrorInfo & { stack?: string }): Error {
  const error = new Error(reply.message);
  error.name = reply.name;
  if (reply.stack) error.stack = reply.stack;
  // Read back by toErrorInfo, as from the original class's fields.
  if (reply.reason !== undefined) Object.assign(error, { reason: reply.reason });
  if (reply.remedy !== undefined) Object.assign(error, { remedy: reply.remedy });
  if (reply.detail !== undefined) Object.assign(error, { detail: reply.detail });
  return error;
}
