import { getDocument, PDFWorker, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { openLoadingTask, type OpenedPdf } from "./openLoadingTask.ts";

// pdf.js for the page pane. This module is imported dynamically, so pdf.js loads only when a
// paper's page is first shown. The worker script is a file Vite emits next to the bundle, which
// the Content-Security-Policy allows (worker-src 'self'); one worker serves every document.

let worker: PDFWorker | null = null;

/**
 * The one pdf.js worker, handed to every `getDocument` as its `worker`, so that it is ours and no
 * document closes it. Given only a shared port (`GlobalWorkerOptions.workerPort`), pdf.js gives
 * every document the same worker and destroys it when any of them closes: the paper left closed
 * the worker the next paper was opening on, whose pages then failed ("the worker is being
 * destroyed"), or whose opening never settled (docs/testing.md, round 16).
 */
function sharedWorker(): PDFWorker {
  worker ??= PDFWorker.create({ port: new Worker(workerUrl, { type: "module", name: "pdf.js" }) });
  return worker;
}

/**
 * Opens a PDF from its bytes (which pdf.js takes over: pass a copy if they are needed again).
 * An encrypted file rejects with pdf.js's PasswordException unless its `password` is given; an
 * open that fails or that `signal` abandons frees what the worker holds of it (see openLoadingTask).
 */
export function openPdf(bytes: Uint8Array, password?: string, signal?: AbortSignal): Promise<OpenedPdf> {
  // No WebAssembly decoders: the page's CSP does not allow compiling it; pdf.js falls back to JavaScript.
  const task = getDocument({ data: bytes, password, worker: sharedWorker(), useWasm: false, enableXfa: false });
  return openLoadingTask(task, signal);
}

export type { OpenedPdf, PDFDocumentProxy };
