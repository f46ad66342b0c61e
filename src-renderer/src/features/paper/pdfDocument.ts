import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// pdf.js for the page pane. This module is imported dynamically, so pdf.js loads only when a
// paper's page is first shown. The worker script is a file Vite emits next to the bundle, which
// the Content-Security-Policy allows (worker-src 'self'); one worker serves every document.

let port: Worker | null = null;

function workerPort(): Worker {
  if (!port) {
    port = new Worker(workerUrl, { type: "module", name: "pdf.js" });
    GlobalWorkerOptions.workerPort = port;
  }
  return port;
}

export interface OpenedPdf {
  document: PDFDocumentProxy;
  /** Frees the document in the worker. */
  close(): Promise<void>;
}

/**
 * Opens a PDF from its bytes (which pdf.js takes over: pass a copy if they are needed again).
 * An encrypted file rejects with pdf.js's PasswordException unless its `password` is given.
 */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<OpenedPdf> {
  workerPort();
  // No WebAssembly decoders: the page's CSP does not allow compiling it; pdf.js falls back to JavaScript.
  const task = getDocument({ data: bytes, password, useWasm: false, enableXfa: false });
  const document = await task.promise;
  return { document, close: () => task.destroy() };
}

export type { PDFDocumentProxy };
