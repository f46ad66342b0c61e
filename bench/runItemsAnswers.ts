// How large the answers about one run grow with the run, main beside this checkout in the same
// period: a run that left ITEMS items without QAs (200,000 by default; every tenth failed), stored
// on a real SQLite file, then `distillate runs <id> --json` in a fresh process of each checkout
// (peak memory, bytes printed, exit code; both CLIs run their TypeScript sources), and, over this
// checkout's real loopback HTTP, the whole list in one answer (`runs.emptyItems`) beside the
// largest page of `runs.emptyItemsPage`. Prints figures, asserts nothing.
//   node bench/runItemsAnswers.ts [items] [ref, default main]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { allEmptyItems, RUN_ITEMS_PAGE_MAX, type EmptyItemsPage } from "../src-main/contract/runItemsPages.ts";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { createHttpServer } from "../src-main/server/http/createHttpServer.ts";
import { buildLongRunLibrary } from "../test/support/longRunLibrary.ts";
import { cliPeakRun } from "./cliPeakRun.ts";
import { unpackCheckout } from "./previousCheckout.ts";

const items = Number(process.argv[2] ?? 200_000);
const ref = process.argv[3] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-run-items-"));

const cliRun = (checkout: string, args: string[]) => cliPeakRun(checkout, work, args);

try {
  const { dataDir, runId } = await buildLongRunLibrary(work, items);
  console.log(`run ${runId}: ${items.toLocaleString("en-US")} items without QAs`);
  const previous = unpackCheckout(ref, ["bin", "src-main", "bench/cliPeakChild.ts", "package.json"]);
  const checkouts: [string, string][] = [["this checkout", path.resolve(import.meta.dirname, "..")]];
  if (typeof previous === "string") console.log(`${ref}: ${previous}`);
  else checkouts.unshift([`${ref} (${previous.commit})`, previous.dir]);
  for (const [name, dir] of checkouts) {
    const { peakMiB, bytes, code } = cliRun(dir, ["runs", String(runId), "--json", "--data-dir", dataDir]);
    console.log(`${name}: distillate runs ${runId} --json: exit ${code}, ${formatBytes(bytes)} printed, peak ${peakMiB.toFixed(0)} MiB`);
  }
  if (typeof previous !== "string") previous.dispose();

  const core = createCore({ dataDir });
  fs.mkdirSync(path.join(work, "renderer"));
  fs.writeFileSync(path.join(work, "renderer", "index.html"), "<!doctype html><title>Distillate</title>");
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir: path.join(work, "renderer"), port: 0 });
  const call = async (method: string, args: unknown[]) => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/call/${method}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson(args) });
    const text = await response.text();
    return { bytes: Buffer.byteLength(text), outcome: fromWireJson(text) as { ok: boolean; value?: unknown } };
  };
  try {
    const whole = await call("runs.emptyItems", [runId]);
    console.log(`this checkout over HTTP: runs.emptyItems: ${whole.outcome.ok ? "answered" : "refused"}, ${formatBytes(whole.bytes)}`);
    let largest = 0;
    let pages = 0;
    const got = await allEmptyItems(async (after) => {
      const page = await call("runs.emptyItemsPage", [runId, { after, limit: RUN_ITEMS_PAGE_MAX }]);
      largest = Math.max(largest, page.bytes);
      pages++;
      return page.outcome.value as EmptyItemsPage;
    });
    console.log(`this checkout over HTTP: runs.emptyItemsPage: ${pages} pages, ${got.length.toLocaleString("en-US")} items, the largest ${formatBytes(largest)}; server process peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  } finally {
    await server.close();
    await core.closeAsync();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
