import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRuns, RUNS_PAGE_MAX, RunsPageSchema } from "../../../src-main/contract/runListPages.ts";
import { buildManyRunsLibrary, RETRY_EVERY } from "../../support/manyRunsLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// A library of 3,000 runs, more than one answer may list (2,000), over the server's real loopback
// HTTP on a real SQLite file: the whole list in one answer is refused in words, and the pages
// answer every run, newest first, each page bounded whatever the library's size.

const RUNS = 3000;

let served: LibraryOverHttp;
let runIds: number[];

const call = (method: string, args: unknown[]) => served.call(method, args);

beforeAll(async () => {
  const work = tempDirForSuite("distillate-runs-paging-");
  const library = await buildManyRunsLibrary(work, RUNS);
  runIds = library.runIds;
  served = await serveLibrary(work, library.dataDir);
}, 300_000);

afterAll(() => served?.close());

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
