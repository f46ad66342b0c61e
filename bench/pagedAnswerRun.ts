import fs from "node:fs";
import path from "node:path";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { createHttpServer } from "../src-main/server/http/createHttpServer.ts";
import { cliPeakRun } from "./cliPeakRun.ts";
import { unpackCheckout } from "./previousCheckout.ts";

/**
 * What the paging benches share (runListAnswers, runItemsAnswers, paperListAnswers): the CLI's peak
 * in the baseline checkout and this one, then this checkout's library served over real loopback
 * HTTP, where the one-answer call is tried and the paged call read to its end, each answer's bytes
 * counted as they arrive on the wire.
 */

/** Runs `distillate <args>` in the baseline checkout (if it can be unpacked) and in this one, printing exit, bytes and peak. */
export function printCliPeaks(ref: string, work: string, args: string[]): void {
  const previous = unpackCheckout(ref, ["bin", "src-main", "bench/cliPeakChild.ts", "package.json"]);
  const checkouts: [string, string][] = [["this checkout", path.resolve(import.meta.dirname, "..")]];
  if (typeof previous === "string") console.log(`${ref}: ${previous}`);
  else checkouts.unshift([`${ref} (${previous.commit})`, previous.dir]);
  const shown = args.filter((arg, i) => arg !== "--data-dir" && args[i - 1] !== "--data-dir").join(" ");
  try {
    for (const [name, dir] of checkouts) {
      const { peakMiB, bytes, code } = cliPeakRun(dir, work, args);
      console.log(`${name}: distillate ${shown}: exit ${code}, ${formatBytes(bytes)} printed, peak ${peakMiB.toFixed(0)} MiB`);
    }
  } finally {
    if (typeof previous !== "string") previous.dispose();
  }
}

export interface WireAnswer {
  bytes: number;
  outcome: { ok: boolean; value?: unknown };
}

/** This checkout's core on `dataDir`, served over loopback HTTP while `use` runs; closed after. */
export async function withLibraryOverHttp(work: string, dataDir: string, use: (call: (method: string, args: unknown[]) => Promise<WireAnswer>) => Promise<void>): Promise<void> {
  const core = createCore({ dataDir });
  const rendererDir = path.join(work, "renderer");
  fs.mkdirSync(rendererDir, { recursive: true });
  fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
  const call = async (method: string, args: unknown[]): Promise<WireAnswer> => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/call/${method}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson(args) });
    const text = await response.text();
    return { bytes: Buffer.byteLength(text), outcome: fromWireJson(text) as WireAnswer["outcome"] };
  };
  try {
    await use(call);
  } finally {
    await server.close();
    await core.closeAsync();
  }
}

/** Prints whether the one-answer call is answered or refused, and how large its answer was. */
export async function printWholeAnswer(call: (method: string, args: unknown[]) => Promise<WireAnswer>, method: string, args: unknown[]): Promise<void> {
  const whole = await call(method, args);
  console.log(`this checkout over HTTP: ${method}: ${whole.outcome.ok ? "answered" : "refused"}, ${formatBytes(whole.bytes)}`);
}

/**
 * Reads every page through the contract's own loop (`readAll`), each page asked with `ask`, and
 * prints the pages, the items, the largest page and their sum (what one answer would have held).
 */
export async function printPagesRead<Cursor, Page, Item>(
  method: string,
  what: string,
  readAll: (page: (after: Cursor | undefined) => Promise<Page>) => Promise<Item[]>,
  ask: (after: Cursor | undefined) => Promise<WireAnswer>,
): Promise<void> {
  let largest = 0;
  let total = 0;
  let pages = 0;
  const got = await readAll(async (after) => {
    const page = await ask(after);
    largest = Math.max(largest, page.bytes);
    total += page.bytes;
    pages++;
    return page.outcome.value as Page;
  });
  console.log(
    `this checkout over HTTP: ${method}: ${pages} pages, ${got.length.toLocaleString("en-US")} ${what}, the largest ${formatBytes(largest)} (all pages ${formatBytes(total)}, what one answer held); server process peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
}
