import type { PDFDocumentLoadingTask, PDFDocumentProxy } from "pdfjs-dist";

export interface OpenedPdf {
  document: PDFDocumentProxy;
  /** Frees the document in the worker. */
  close(): Promise<void>;
}

/**
 * The document a pdf.js loading task opens. A task that fails (a protected file without its
 * password or with a wrong one, a damaged file) or that `signal` abandons (the paper left while it
 * opens) is destroyed before this settles: until then the pdf.js worker keeps the file's bytes and
 * what it parsed of them, once for every try.
 */
export async function openLoadingTask(task: PDFDocumentLoadingTask, signal?: AbortSignal): Promise<OpenedPdf> {
  let onAbort: (() => void) | undefined;
  const abandoned = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal!.reason as Error);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    const document = await Promise.race([task.promise, abandoned]);
    return { document, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  } finally {
    if (onAbort) signal?.removeEventListener("abort", onAbort);
  }
}
