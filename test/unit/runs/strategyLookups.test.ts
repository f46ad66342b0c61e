import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { strategies } from "../../../src-main/core/pipeline/strategies/index.ts";
import type { Strategy } from "../../../src-main/core/pipeline/strategies/Strategy.ts";
import { startCannedOpenAiServer, type CannedOpenAiServer } from "../../support/cannedOpenAiServer.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// One run reads its strategy once and carries it from its plan to its end: the registry is read
// once for a new run, once for a resume and once for a retry, not again by each step (plan,
// engine settings, execution, the run-level filters' note). Every read of the registry's entry is
// counted through a getter on the real registry, over a real run on a real loopback HTTP model.

let pdfs: GeneratedPdfSet;
let server: CannedOpenAiServer;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
  server = await startCannedOpenAiServer({ models: [{ id: "lab-model", maxModelLen: 16384 }] });
});
afterAll(() => server.close());

let core: Core;
let reads = 0;
const real = strategies.sciqag!;
beforeEach(() => {
  core = createCore({ dataDir: tempDir(), apiKeys: { get: async () => null }, remoteHttp: { backoffMs: 5, maxBackoffMs: 20 } });
  reads = 0;
  Object.defineProperty(strategies, "sciqag", { get: (): Strategy => (reads++, real), configurable: true, enumerable: true });
});
afterEach(async () => {
  // The registry is shared by every unit file in this worker: it is given back as it was.
  Object.defineProperty(strategies, "sciqag", { value: real, writable: true, configurable: true, enumerable: true });
  await core.closeAsync();
});

async function readsOf(work: () => Promise<unknown>): Promise<number> {
  const before = reads;
  await work();
  return reads - before;
}

describe("a run's strategy", () => {
  it("is looked up once by a new run, a resume and a retry (in place or as a new run)", async () => {
    const imported = await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
    const model = (await core.services.models.addRemote({ name: "lab", model: "lab-model", endpoints: [{ url: server.baseUrl }] })).model.id;
    let final: Awaited<ReturnType<Core["services"]["runs"]["generate"]>> | undefined;
    // With a judge model, so the judge stage after generation (and its run-level filters) is counted too.
    const request = { strategy: "sciqag", model: String(model), judgeModel: String(model), paperIds: imported.map((r) => r.paperId!), lanes: 1, perplexityShift: false };
    const newRun = await readsOf(async () => (final = await core.services.runs.generate(request)));
    // The canned server's one-word answers are no QAs: the run went through every item to its end.
    expect(final).toMatchObject({ status: expect.stringMatching(/^(completed|failed)$/), pending: 0, total: 2 });
    const resume = await readsOf(() => core.services.runs.resume(final!.runId));
    // Both items failed (no QA in a one-word answer), so both are retried: in place, then with another seed as a new run.
    expect((await core.services.runs.getRun(final!.runId)).items.failed).toBe(2);
    let retried: { runId: number; items: number } | undefined;
    const retryInPlace = await readsOf(() => core.services.runs.retry(final!.runId));
    const retryAsNewRun = await readsOf(() => core.services.runs.retry(final!.runId, { seed: 9 }, { onPlanned: (p) => (retried = p) }));
    expect(retried).toMatchObject({ items: 2 });
    expect(retried!.runId).not.toBe(final!.runId);
    expect({ newRun, resume, retryInPlace, retryAsNewRun }).toEqual({ newRun: 1, resume: 1, retryInPlace: 1, retryAsNewRun: 1 });
  });
});
