import type { ImportProgressEvent } from "../../contract/importResults.ts";
import type { ParserPool } from "./pool/ParserPool.ts";
import type { OcrRequest } from "./pool/workerRequests.ts";

/** What a caller of importPapers may set; each file's parse (importOneFile.ts) reads the same. */
export interface ImportPapersOptions {
  /** Offered to every file of the batch that cannot be opened without a password (not to owner-password-only ones). Defaults to none. */
  password?: string;
  /** Stops the batch: running parses are cancelled and the call rejects with the signal's
   * reason. Papers stored before that stay (each is its own transaction). Defaults to none. */
  signal?: AbortSignal;
  /** Called as each file starts and finishes (finishing order), then once with a summary. Defaults to none. */
  onProgress?: (event: ImportProgressEvent) => void;
  /** Workers to parse in. Defaults to a pool made for this call and disposed at its end. */
  pool?: ParserPool;
  /** Read pages without a usable text layer by OCR, in these languages. Defaults to off: a scanned PDF is refused. */
  ocr?: OcrRequest;
}
