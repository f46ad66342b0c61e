import os from "node:os";
import type { PageProgress } from "../../../contract/importResults.ts";
import type { OcrRequest } from "./workerRequests.ts";

export interface ParserPoolOptions {
  /**
   * Worker threads. Defaults to min(2, os.availableParallelism()): two keeps a laptop responsive
   * while a batch runs. Each worker parses its own file; one with nothing queued helps read the
   * pages of a running file OCR is reading (see PageClaims and `sharePagesFrom`), so a scan alone,
   * or the last of a batch, is still read on every worker.
   */
  size?: number;
  /** V8 heap limit of each worker in MiB; a file that needs more fails alone. Defaults to Node's limit. */
  maxHeapMb?: number;
  /** Script each worker runs. Defaults to the parse worker (TypeScript source or the built bundle). */
  workerUrl?: URL;
  /** Receives what the workers print (pdf.js warnings); never the process's stdout, which
   * belongs to `--json` output. Defaults to discarding it. */
  log?: (text: string) => void;
  /**
   * Pages a file read from its text layer must have left for an idle worker to help read it.
   * Defaults to Infinity (never): such a file is read whole by one worker. Shared, its pages cost
   * 1.1 to 1.8 times the CPU (the second worker loads the file and its fonts again, and both read
   * the drawing of every page a font first appears on to name it alike) and took longer, not
   * less, on the shared papers and a 200-page one (docs/importing.md, Round 14). A file OCR is
   * reading (seconds a page) is shared as soon as OCR starts on one of its pages, whatever this says.
   */
  sharePagesFrom?: number;
}

/** Worker threads when none are asked for: two keeps a laptop responsive while a batch runs. */
export const defaultParserThreads = (): number => Math.min(2, os.availableParallelism());

/** How far the reading of one file is: the import's page progress before it adds an estimate of the time left. */
export type PagesRead = Omit<PageProgress, "secondsLeft">;

export interface ParseOptions {
  /** Shown in error messages; usually the file path. */
  file: string;
  /** See ParsePdfOptions.password. Defaults to none. */
  password?: string;
  /** Read pages without a usable text layer by OCR. Defaults to off (such a file is refused). */
  ocr?: OcrRequest;
  /** Called as each page is read. Defaults to none. */
  onPage?: (progress: PagesRead) => void;
}
