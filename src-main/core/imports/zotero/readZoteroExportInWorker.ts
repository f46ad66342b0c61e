import { Worker } from "node:worker_threads";
import { errorFromReply } from "../../documents/pool/workerErrors.ts";
import { workerScriptUrl } from "../../files/workerScript.ts";
import type { ZoteroEntry } from "./ZoteroEntry.ts";

/** Worker -> main thread: the items read, or why the file could not be read. */
export type ZoteroWorkerReply = { ok: true; entries: ZoteroEntry[] } | { ok: false; error: { name: string; message: string; stack?: string } };

/**
 * readZoteroExport in a worker thread of its own, ended when it answers: parsing a 64 MiB
 * export takes seconds, during which Electron's main process or the HTTP server keeps answering.
 * `workerUrl` defaults to zoteroExportWorker (the TypeScript source or the built bundle).
 */
export function readZoteroExportInWorker(file: string, workerUrl?: URL): Promise<ZoteroEntry[]> {
  const worker = new Worker(workerUrl ?? workerScriptUrl("zoteroExportWorker", import.meta.url, "The Zotero export reader"), { workerData: { file } });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: ZoteroEntry[] | Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate().catch(() => undefined);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    worker.once("message", (reply: ZoteroWorkerReply) => settle(reply.ok ? reply.entries : errorFromReply(reply.error)));
    worker.once("error", (error) => settle(error));
    worker.once("exit", (code) => settle(new Error(`Reading the Zotero export stopped unexpectedly (its worker exited with code ${code}).`)));
  });
}
