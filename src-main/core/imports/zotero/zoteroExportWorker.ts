// Worker-thread entry: reads one Zotero export (readZoteroExportInWorker.ts starts one per
// import), so a large or hostile file never holds up the thread answering calls.
import { parentPort, workerData } from "node:worker_threads";
import { errorFields } from "../../documents/pool/workerErrors.ts";
import { readZoteroExport } from "./readZoteroExport.ts";
import type { ZoteroWorkerReply } from "./readZoteroExportInWorker.ts";

const port = parentPort;
if (!port) throw new Error("zoteroExportWorker.ts runs only as a worker thread (see readZoteroExportInWorker).");
const send = (reply: ZoteroWorkerReply) => port.postMessage(reply);
try {
  send({ ok: true, entries: readZoteroExport((workerData as { file: string }).file) });
} catch (error) {
  send({ ok: false, error: errorFields(error) });
}
