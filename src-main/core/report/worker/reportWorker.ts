// Worker-thread entry: builds dataset reports on its own read-only connection, so the thread
// answering calls stays free while 100,000 QAs are tallied and their questions compared (about a
// second of CPU). The word vectors load once per worker and serve every report it builds.
import { parentPort } from "node:worker_threads";
import { closeDatabase, openDatabase } from "../../db/openDatabase.ts";
import { errorFields } from "../../documents/pool/workerErrors.ts";
import { WordVectorEmbedder } from "../../llm/embeddings/WordVectorEmbedder.ts";
import { buildReport } from "../buildReport.ts";
import type { ReportCloseRequest, ReportReply, ReportRequest } from "./reportMessages.ts";

const port = parentPort;
if (!port) throw new Error("reportWorker.ts runs only as a worker thread (see ReportRunner).");

// Word vectors, never a model: reports of different runs compare on the same measure.
const embedder = new WordVectorEmbedder();

port.on("message", (request: ReportRequest | ReportCloseRequest) => {
  // The thread then ends by itself once the report in progress has closed its connection.
  if ("close" in request) return port.close();
  void (async () => {
    let reply: ReportReply;
    try {
      const db = openDatabase(request.databasePath, { readonly: true });
      try {
        reply = { id: request.id, ok: true, report: await buildReport(db, request.query, { reviewer: request.reviewer, embedder }) };
      } finally {
        closeDatabase(db);
      }
    } catch (error) {
      reply = { id: request.id, ok: false, error: errorFields(error) };
    }
    port.postMessage(reply);
  })();
});
