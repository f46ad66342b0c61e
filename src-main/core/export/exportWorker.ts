// Worker-thread entry: one export per worker, reading the library through its own read-only
// connection (WAL lets it read while the main thread keeps answering and writing), so a 100,000
// QA export never holds up the window or the server.
import { parentPort, workerData } from "node:worker_threads";
import { closeDatabase, openDatabase } from "../db/openDatabase.ts";
import { errorFields } from "../documents/pool/workerMessages.ts";
import type { ExportJob, ExportWorkerMessage } from "./exportWorkerMessages.ts";
import { fileSink, streamExport, textSink } from "./streamExport.ts";

const port = parentPort;
if (!port) throw new Error("exportWorker.ts runs only as a worker thread (see ExportRunner).");
const job = workerData as ExportJob;
const send = (message: ExportWorkerMessage) => port.postMessage(message);

try {
  const db = openDatabase(job.databasePath, { readonly: true });
  try {
    const onProgress = (progress: { records: number; total: number }) => send({ type: "progress", ...progress });
    if (job.output.kind === "file") {
      const sink = fileSink(job.output.fd);
      const records = streamExport(db, sink, job.format, job.selection, onProgress);
      send({ type: "done", records, bytes: sink.bytes() });
    } else {
      const sink = textSink(job.output.maxBytes);
      const records = streamExport(db, sink, job.format, job.selection, onProgress);
      const text = sink.text();
      send({ type: "done", records, bytes: Buffer.byteLength(text, "utf8"), text });
    }
  } finally {
    closeDatabase(db);
  }
} catch (error) {
  send({ type: "failed", error: errorFields(error) });
}
