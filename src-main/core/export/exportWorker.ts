// Worker-thread entry: one export per worker, reading the library through its own read-only
// connection (WAL lets it read while the main thread keeps answering and writing), so a 100,000
// QA export never holds up the window or the server.
import { parentPort, workerData } from "node:worker_threads";
import { closeDatabase, openDatabase } from "../db/openDatabase.ts";
import { errorFields } from "../documents/pool/workerErrors.ts";
import type { ExportJob, ExportWorkerMessage } from "./exportWorkerMessages.ts";
import { runExport } from "./runExport.ts";
import { fileSink, textSink } from "./streamExport.ts";

const port = parentPort;
if (!port) throw new Error("exportWorker.ts runs only as a worker thread (see ExportRunner).");
const job = workerData as ExportJob;
const send = (message: ExportWorkerMessage) => port.postMessage(message);

try {
  const db = openDatabase(job.databasePath, { readonly: true });
  try {
    const onProgress = (progress: { records: number; total: number }) => send({ type: "progress", ...progress });
    // Closing the app asks the export to stop, so this thread ends by itself (closing its
    // database) instead of being terminated in the middle of a SQLite read.
    const stopRequested = () => Atomics.load(job.stop, 0) !== 0;
    const spec = { format: job.format, selection: job.selection, options: job.options, report: job.report, stopRequested };
    if (job.output.kind === "file") {
      const sink = fileSink(job.output.fd);
      const done = await runExport(db, spec, { kind: "file", sink }, onProgress);
      send({ type: "done", ...done, bytes: sink.bytes() });
    } else if (job.output.kind === "folder") {
      const done = await runExport(db, spec, { kind: "folder", path: job.output.path }, onProgress);
      send({ type: "done", ...done, bytes: done.bytes ?? 0 });
    } else {
      const sink = textSink(job.output.maxBytes);
      const done = await runExport(db, spec, { kind: "file", sink }, onProgress);
      const text = sink.text();
      send({ type: "done", ...done, bytes: Buffer.byteLength(text, "utf8"), text });
    }
  } finally {
    closeDatabase(db);
  }
} catch (error) {
  send({ type: "failed", error: errorFields(error) });
}
