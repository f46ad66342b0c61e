// How large the review's "all matching" answer grows with the selection, main beside this
// checkout in the same period: a library of QAS QAs (1,000,000 by default) seeded on a real SQLite
// file, then served over real loopback HTTP by each checkout's own core and server: `review.ids`
// for every QA at once, and (where the checkout has it) the pages of `review.idsPage`. Prints
// figures, asserts nothing.
//   node bench/reviewIdsAnswers.ts [qas] [ref, default main]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { REVIEW_IDS_PAGE_MAX, allReviewIds, type ReviewIdsPage } from "../src-main/contract/reviewIdPages.ts";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { createCore } from "../src-main/core/createCore.ts";
import type { createHttpServer as createHttpServerHere } from "../src-main/server/http/createHttpServer.ts";
import { seedLargeLibrary } from "../test/support/largeLibrary.ts";
import { unpackCheckout } from "./previousCheckout.ts";

const count = Number(process.argv[2] ?? 1_000_000);
const ref = process.argv[3] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-review-ids-"));

/** One checkout's core and HTTP server on the library, asked for every id at once and then by pages. */
async function measure(name: string, dir: string, dataDir: string): Promise<void> {
  const { createCore: coreOf } = (await import(path.join(dir, "src-main/core/createCore.ts"))) as { createCore: typeof createCore };
  const { createHttpServer } = (await import(path.join(dir, "src-main/server/http/createHttpServer.ts"))) as { createHttpServer: typeof createHttpServerHere };
  const core = coreOf({ dataDir });
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir: path.join(work, "renderer"), port: 0 });
  const call = async (method: string, args: unknown[]) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/api/call/${method}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson(args) });
    const text = await response.text();
    return { bytes: Buffer.byteLength(text), ms: performance.now() - started, outcome: fromWireJson(text) as { ok: boolean; value?: unknown; error?: { name: string } } };
  };
  try {
    const whole = await call("review.ids", [{}]);
    const held = whole.outcome.ok ? `${(whole.outcome.value as number[]).length.toLocaleString("en-US")} ids` : whole.outcome.error!.name;
    console.log(`${name}: review.ids: ${whole.outcome.ok ? "answered" : "refused"} (${held}), ${formatBytes(whole.bytes)} in ${whole.ms.toFixed(0)} ms`);
    let largest = 0;
    let pages = 0;
    const first = await call("review.idsPage", [{ limit: REVIEW_IDS_PAGE_MAX }]);
    if (!first.outcome.ok) return console.log(`${name}: review.idsPage: (absent)`);
    const got = await allReviewIds(async (after) => {
      const page = after === undefined ? first : await call("review.idsPage", [{ after, limit: REVIEW_IDS_PAGE_MAX }]);
      largest = Math.max(largest, page.bytes);
      pages++;
      return page.outcome.value as ReviewIdsPage;
    });
    console.log(`${name}: review.idsPage: ${pages} pages, ${got.length.toLocaleString("en-US")} ids, the largest ${formatBytes(largest)}`);
  } finally {
    await server.close();
    await core.closeAsync();
  }
}

try {
  const dataDir = path.join(work, "data");
  const core = createCore({ dataDir });
  seedLargeLibrary(core.db(), count);
  await core.closeAsync();
  fs.mkdirSync(path.join(work, "renderer"));
  fs.writeFileSync(path.join(work, "renderer", "index.html"), "<!doctype html><title>Distillate</title>");
  console.log(`a library of ${count.toLocaleString("en-US")} QAs`);
  const previous = unpackCheckout(ref, ["src-main", "package.json"]);
  if (typeof previous === "string") console.log(`${ref}: ${previous}`);
  else {
    await measure(`${ref} (${previous.commit})`, previous.dir, dataDir);
    previous.dispose();
  }
  await measure("this checkout", path.resolve(import.meta.dirname, ".."), dataDir);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
