// How large a bulk review action's answer and its undo are: QAS QAs (100,000 by default) seeded
// into a real SQLite library, one of them with its own state, all kept through this checkout's
// real loopback HTTP (`review.bulkDecide`), then undone (`review.undoBulk` with the token the answer
// names, or on a checkout without tokens `review.restore` with every state the answer listed).
// Prints each call's body and answer size and the time, and whether every QA came back; asserts nothing.
//   node bench/bulkUndoAnswer.ts [qas]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { createHttpServer } from "../src-main/server/http/createHttpServer.ts";
import { seedLargeLibrary } from "../test/support/largeLibrary.ts";

const qas = Number(process.argv[2] ?? 100_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-bulk-undo-"));

try {
  const core = createCore({ dataDir: path.join(work, "data") });
  seedLargeLibrary(core.db(), qas);
  fs.mkdirSync(path.join(work, "renderer"));
  fs.writeFileSync(path.join(work, "renderer", "index.html"), "<!doctype html><title>Distillate</title>");
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir: path.join(work, "renderer"), port: 0 });
  const call = async (method: string, args: unknown[]) => {
    const body = toWireJson(args);
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/api/call/${method}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body });
    const text = await response.text();
    const outcome = fromWireJson(text) as { ok: boolean; value?: unknown; error?: { message: string } };
    console.log(`${method}: sent ${formatBytes(Buffer.byteLength(body))}, answer ${formatBytes(Buffer.byteLength(text))}, ${(performance.now() - started).toFixed(0)} ms`);
    if (!outcome.ok) throw new Error(outcome.error?.message);
    return outcome.value as never;
  };
  try {
    const ids = (await call("review.ids", [{}])) as number[];
    await call("review.annotate", [ids[7], { decision: "drop", note: "kept aside" }]);
    const decided = (await call("review.bulkDecide", [ids, "keep"])) as unknown;
    if (Array.isArray(decided)) await call("review.restore", [decided.map((c: { id: number; before: unknown }) => ({ id: c.id, state: c.before }))]);
    else await call("review.undoBulk", [(decided as { undo: string }).undo]);
    const counts = (await call("review.counts", [{}])) as { pending: number; dropped: number };
    console.log(`${qas.toLocaleString("en-US")} QAs kept then undone: ${counts.pending} pending, ${counts.dropped} dropped (expected ${qas - 1} and 1)`);
  } finally {
    await server.close();
    await core.closeAsync();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
