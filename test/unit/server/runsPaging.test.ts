import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRuns, RUNS_PAGE_MAX, RunsPageSchema } from "../../../src-main/contract/runListPages.ts";
import { fromWireJson, toWireJson } from "../../../src-main/contract/wireJson.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { createHttpServer } from "../../../src-main/server/http/createHttpServer.ts";
import type { HttpServer } from "../../../src-main/server/http/httpServerOptions.ts";
import { buildManyRunsLibrary, RETRY_EVERY } from "../../support/manyRunsLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { rawRequest } from "./rawRequest.ts";

// A library of 3,000 runs, more than one answer may list (2,000), over the server's real loopback
// HTTP on a real SQLite file: the whole list in one answer is refused in words, and the pages
// answer every run, newest first, each page bounded whatever the library's size.

const RUNS = 3000;

let core: Core;
let server: HttpServer;
let runIds: number[];

type Outcome = { ok: boolean; value?: unknown; error?: { name: string; message: string } };
async function call(method: string, args: unknown[]): Promise<{ text: string; outcome: Outcome }> {
  const response = await rawRequest(server.port, { path: `/api/call/${method}`, method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson(args) });
  expect(response.status).toBe(200);
  return { text: response.body, outcome: fromWireJson(response.body) as Outcome };
}

beforeAll(async () => {
  const work = tempDirForSuite("distillate-runs-paging-");
  const library = await buildManyRunsLibrary(work, RUNS);
  runIds = library.runIds;
  core = createCore({ dataDir: library.dataDir });
  fs.mkdirSync(path.join(work, "renderer"));
  fs.writeFileSync(path.join(work, "renderer", "index.html"), "<!doctype html><title>Distillate</title>");
  server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir: path.join(work, "renderer"), port: 0 });
}, 300_000);

afterAll(async () => {
  await server?.close();
  await core?.closeAsync();
});

describe("a library with more runs than one answer lists, over HTTP", () => {
  it("refuses the whole list in one answer, in words, before reading it out", async () => {
    const { text, outcome } = await call("runs.listRuns", []);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("RunsTooManyError");
    expect(outcome.error!.message).toBe("The library has more than 2,000 runs, more than one answer may list: they are read a page at a time instead.");
    expect(text.length).toBeLessThan(1000);
  });

  it("answers every run a bounded page at a time, newest first, each with its retries", async () => {
    const sizes: number[] = [];
    const runs = await allRuns(async (after) => {
      const { text, outcome } = await call("runs.listRunsPage", [{ after, limit: RUNS_PAGE_MAX }]);
      expect(outcome.ok).toBe(true);
      sizes.push(Buffer.byteLength(text));
      const page = RunsPageSchema.parse(outcome.value);
      expect(page.runs.length).toBeLessThanOrEqual(RUNS_PAGE_MAX);
      return page;
    });
    expect(sizes).toHaveLength(RUNS / RUNS_PAGE_MAX);
    // 500 summaries of about a kilobyte each: well under a megabyte, however many runs the library holds.
    expect(Math.max(...sizes)).toBeLessThan(1024 * 1024);
    expect(runs.map((run) => run.id)).toEqual([...runIds].reverse());
    expect(runs.map((run) => run.seed)).toEqual(Array.from({ length: RUNS }, (_, i) => RUNS - 1 - i));
    const retried = runs.find((run) => run.seed === RETRY_EVERY - 2)!;
    expect(retried.retriedBy).toEqual([runIds[RETRY_EVERY - 1]]);
    expect(runs.find((run) => run.seed === RETRY_EVERY - 1)!.retryOf).toBe(retried.id);
  });

  it("answers the default page of 100, and where the next starts", async () => {
    const { outcome } = await call("runs.listRunsPage", []);
    const page = RunsPageSchema.parse(outcome.value);
    expect(page.runs.map((run) => run.id)).toEqual([...runIds].reverse().slice(0, 100));
    expect(page.next).toBe(page.runs[99]!.id);
    const last = RunsPageSchema.parse((await call("runs.listRunsPage", [{ after: runIds[5] }])).outcome.value);
    expect(last.runs.map((run) => run.id)).toEqual(runIds.slice(0, 5).reverse());
    expect(last.next).toBeNull();
  });

  it("refuses a page larger than the bound", async () => {
    const { outcome } = await call("runs.listRunsPage", [{ limit: RUNS_PAGE_MAX + 1 }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("InvalidCallError");
  });
});
