import type { PageText } from "../layout/types.ts";
import type { CommandEnd } from "../ocr/CommandRunner.ts";
import type { OcrPageReport } from "../ocr/ocrPageText.ts";
import type { OcrModel } from "../../../contract/ocrEngineNames.ts";
import type { OcrEngineChoice } from "../ocr/PreferredOcrEngine.ts";

// What the main thread sends a parse worker (its answers are in workerMessages.ts).

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
