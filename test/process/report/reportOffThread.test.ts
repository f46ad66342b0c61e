import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatasetReport } from "../../../src-main/contract/report.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDir } from "../../support/tempDir.ts";
import { callService } from "../../support/callService.ts";

// A report of 100,000 QAs over 1,000 papers takes about a second of CPU (and the worker's first
// report seconds more, to load its word vectors). It is built in a worker thread, so the app
// keeps answering meanwhile; on the calling thread no call could be answered until it ended.

/** Calls go one after another with a timer between them: a report blocking the thread would let at most one through, however fast or busy the machine (how long each took is not asserted: that depends on the load). */
const ANSWERS_DURING = 3;

let core: Core;
beforeEach(() => {
  core = createCore({ dataDir: tempDir() });
  for (let paper = 0; paper < 1000; paper++) seedLargeLibrary(core.db(), 100, `paper-${paper}`);
});
afterEach(() => core.closeAsync());

const call = <T>(method: string, ...args: unknown[]) => callService<T>(core.services, method, args);

describe("building a report of 100,000 QAs", () => {
  it("leaves the app answering other calls while it builds, and reports every QA", async () => {
    // The first report loads the word vectors, which yields as it goes; the second is all work.
    await call<DatasetReport>("report.build", { paperIds: [1] });
    const building = call<DatasetReport>("report.build", {});
    let done = false;
    void building.finally(() => (done = true)).catch(() => undefined);
    const answers: { overlapped: boolean }[] = [];
    while (!done) {
      await call("library.dbInfo");
      answers.push({ overlapped: !done });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const report = await building;
    const during = answers.filter((a) => a.overlapped);
    expect(during.length, "calls answered while the report was built").toBeGreaterThanOrEqual(ANSWERS_DURING);
    expect(report.counts).toMatchObject({ qas: 100_000, papers: 1000 });
  });
});
