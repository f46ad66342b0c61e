// Worker-thread entry: one bulk review write (decide, restore or undo many QAs) on its own connection,
// so the thread answering calls stays free while 100,000 rows are read and written.
import { parentPort, workerData } from "node:worker_threads";
import { toErrorInfo } from "../../../contract/errors.ts";
import { closeDatabase, openDatabase } from "../../db/openDatabase.ts";
import { decideAll, restoreAll, undoDecision } from "../bulkChanges.ts";
import { packStates, type BulkReply, type BulkRequest } from "./workerMessages.ts";

const port = parentPort;
if (!port) throw new Error("reviewWorker.ts runs only as a worker thread (see runInReviewWorker).");

const { file, reviewer, job } = workerData as BulkRequest;
let reply: BulkReply;
try {
  // openDatabase sets WAL and a busy timeout: a write of the main thread finishing first is waited for.
  const db = openDatabase(file);
  try {
    if (job.kind === "decide") {
      reply = { ok: true, before: packStates(decideAll(db, reviewer, job.ids, job.decision)) };
    } else if (job.kind === "undo") {
      undoDecision(db, reviewer, job.ids, job.before, job.decision);
      reply = { ok: true, before: null };
    } else {
      restoreAll(db, reviewer, job.states);
      reply = { ok: true, before: null };
    }
  } finally {
    closeDatabase(db);
  }
} catch (error) {
  reply = { ok: false, error: toErrorInfo(error) };
}
port.postMessage(reply, reply.ok && reply.before ? [reply.before.index.buffer as ArrayBuffer] : []);
