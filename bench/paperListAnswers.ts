// How large the paper list grows with the library, main beside this checkout in the same period:
// a library of PAPERS papers (100,000 by default) stored on a real SQLite file through the
// import's own repository, then `distillate papers --json` in a fresh process of each checkout
// (peak memory, bytes printed, exit code), and, over this checkout's real loopback HTTP, the whole
// list in one answer (`library.listPapers`) beside the pages of `library.listPapersPage` (their
// sum is what one answer would have held). Prints figures, asserts nothing.
//   node bench/paperListAnswers.ts [papers] [ref, default main]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { allPapers, PAPERS_PAGE_MAX, type PapersPage } from "../src-main/contract/paperListPages.ts";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { createHttpServer } from "../src-main/server/http/createHttpServer.ts";
import { buildManyPapersLibrary } from "../test/support/manyPapersLibrary.ts";
import { cliPeakRun } from "./cliPeakRun.ts";
import { unpackCheckout } from "./previousCheckout.ts";

const count = Number(process.argv[2] ?? 100_000);
const ref = process.argv[3] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-paper-list-"));

try {
  const dataDir = path.join(work, "data");
  await buildManyPapersLibrary(dataDir, count);
  console.log(`a library of ${count.toLocaleString("en-US")} papers`);
  const previous = unpackCheckout(ref, ["bin", "src-main", "bench/cliPeakChild.ts", "package.json"]);
  const checkouts: [string, string][] = [["this checkout", path.resolve(import.meta.dirname, "..")]];
  if (typeof previous === "string") console.log(`${ref}: ${previous}`);
  else checkouts.unshift([`${ref} (${previous.commit})`, previous.dir]);
  for (const [name, dir] of checkouts) {
    const { peakMiB, bytes, code } = cliPeakRun(dir, work, ["papers", "--json", "--data-dir", dataDir]);
    console.log(`${name}: distillate papers --json: exit ${code}, ${formatBytes(bytes)} printed, peak ${peakMiB.toFixed(0)} MiB`);
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
    const whole = await call("library.listPapers", []);
    console.log(`this checkout over HTTP: library.listPapers: ${whole.outcome.ok ? "answered" : "refused"}, ${formatBytes(whole.bytes)}`);
    let largest = 0;
    let total = 0;
    let pages = 0;
    const got = await allPapers(async (after) => {
      const page = await call("library.listPapersPage", [{ after, limit: PAPERS_PAGE_MAX }]);
      largest = Math.max(largest, page.bytes);
      total += page.bytes;
      pages++;
      return page.outcome.value as PapersPage;
    });
    console.log(`this checkout over HTTP: library.listPapersPage: ${pages} pages, ${got.length.toLocaleString("en-US")} papers, the largest ${formatBytes(largest)} (all pages ${formatBytes(total)}, what one answer held)`);
  } finally {
    await server.close();
    await core.closeAsync();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
