import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeOutcome } from "../../../src-main/contract/runOutcome.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { closedLoopbackUrl, startCannedOpenAiServer, type CannedOpenAiServer } from "../../support/cannedOpenAiServer.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// Models that cannot be used, over real loopback HTTP: a closed port, a server refusing the key
// (401), one failing every request (500), and one that lists its models but refuses the work. The
// registry says so, the run form's check claims no fit it could not check, a run stops at once
// with the reason (its items left to run, not "every item failed"), and it is retried on another model.

let pdfs: GeneratedPdfSet;
const servers: { close(): Promise<void> }[] = [];
let healthy: CannedOpenAiServer;
let refusing: CannedOpenAiServer;
let failing: string;
let refusesWork: string;

/** A loopback server answering every request with `status`, except /v1/models when `lists` names a model. */
async function startAnswering(status: number, lists?: string): Promise<string> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const listing = lists && request.method === "GET" && request.url === "/v1/models";
      response.writeHead(listing ? 200 : status, { "content-type": "application/json" });
      response.end(JSON.stringify(listing ? { data: [{ id: lists, max_model_len: 32768 }] } : { error: { message: `status ${status}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
  healthy = await startCannedOpenAiServer({ models: [{ id: "lab-model", maxModelLen: 16384 }] });
  refusing = await startCannedOpenAiServer({ models: [{ id: "lab-model" }], apiKey: "sk-the-right-one" });
  servers.push(healthy, refusing);
  failing = await startAnswering(500);
  refusesWork = await startAnswering(401, "lab-model");
});
afterAll(() => Promise.all(servers.map((s) => s.close())));

let core: Core;
beforeEach(() => {
  // Retries stay (a dead server is tried as a run would), only the waits between them are shortened.
  core = createCore({ dataDir: tempDir(), apiKeys: { get: async () => null }, remoteHttp: { backoffMs: 5, maxBackoffMs: 20 } });
});
afterEach(() => core.closeAsync());

const addRemote = async (name: string, url: string) => (await core.services.models.addRemote({ name, model: "lab-model", endpoints: [{ url }] })).model.id;

describe("a model that cannot be used", () => {
  it("is marked in the registry with the reason, each way it can fail", async () => {
    const dead = await addRemote("dead", await closedLoopbackUrl());
    const refused = await addRemote("refused", refusing.baseUrl);
    const broken = await addRemote("broken", failing);
    const fine = await addRemote("fine", healthy.baseUrl);
    const states = new Map((await core.services.models.availability()).map((a) => [a.modelId, a]));
    expect(states.get(dead)).toMatchObject({ state: "unreachable" });
    expect(states.get(dead)!.reason).toMatch(/^Nothing answers at 127\.0\.0\.1:\d+ \(the connection was refused\): check that the server is running/);
    expect(states.get(refused)).toMatchObject({ state: "refused", reason: expect.stringContaining("refused the API key") });
    expect(states.get(broken)).toMatchObject({ state: "failed", reason: expect.stringContaining("answered with an error (500)") });
    expect(states.get(fine)).toMatchObject({ state: "ok", reason: null, contextSize: 16384 });
    // No low-level code reaches the words shown.
    for (const a of states.values()) expect(a.reason ?? "").not.toMatch(/ECONN|fetch failed|UND_ERR/);
  });

  it("is not said to fit any context in the run form's check", async () => {
    const [paper] = await core.services.imports.importPapers([pdfs.twoColumn]);
    const dead = await addRemote("dead", await closedLoopbackUrl());
    const check = await core.services.runs.checkRun({ strategy: "sciqag", model: String(dead), paperIds: [paper!.paperId!] });
    expect(check.warnings.map((w) => w.code)).toEqual(["model-unavailable"]);
    expect(check.warnings[0]!.message).toMatch(/^dead cannot be used now: Nothing answers at .* So whether the papers fit its context could not be checked\.$/);
    expect(check).toMatchObject({ papersChecked: 0, contextSize: null });
    // A server that answers gives its own context to the check.
    const fine = await addRemote("fine", healthy.baseUrl);
    expect((await core.services.runs.checkRun({ strategy: "sciqag", model: String(fine), paperIds: [paper!.paperId!], contextSize: "auto" })).contextSize).toBe(16384);
  });

  it("stops a run before any item with the reason, and the run is retried on another model", async () => {
    const imported = await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
    const paperIds = imported.map((r) => r.paperId!);
    const dead = await addRemote("dead", await closedLoopbackUrl());
    const run = await core.services.runs.generate({ strategy: "sciqag", model: String(dead), paperIds, lanes: 1, perplexityShift: false }).catch(() => null);
    expect(run).toBeNull();
    const [summary] = await core.services.runs.listRuns();
    expect(summary).toMatchObject({ status: "failed", items: { pending: 2, failed: 0, done: 0 } });
    expect(summary!.error!.message).toMatch(/^Nothing answers at 127\.0\.0\.1:\d+ \(the connection was refused after 6 attempts\)/);
    // The status and its sentence agree: nothing ran, nothing "failed".
    expect(describeOutcome(summary!.outcome, { total: 2, done: 0, failed: 0, qas: 0, accepted: 0, rejected: 0 })).toBe("Stopped before any of its 2 items ran.");
    expect((await core.services.models.availability()).find((a) => a.modelId === dead)).toMatchObject({ state: "unreachable" });

    const fine = await addRemote("fine", healthy.baseUrl);
    let retried: { runId: number; items: number } | undefined;
    await core.services.runs.retry(summary!.id, { model: String(fine) }, { onPlanned: (p) => (retried = p) }).catch(() => undefined);
    expect(retried).toMatchObject({ items: 2 });
    const after = await core.services.runs.getRun(retried!.runId);
    expect(after).toMatchObject({ retryOf: summary!.id, model: { name: "fine" } });
    expect(after.items.pending + after.items.running).toBe(0);
    // The items are the retry's now: the dead run keeps none to run a second time.
    expect((await core.services.runs.getRun(summary!.id)).items).toMatchObject({ pending: 0, cancelled: 2 });
  });

  it("stops a run at the first item its server refuses, instead of failing every item the same way", async () => {
    const imported = await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
    const model = await addRemote("refuses work", refusesWork);
    const progress = await core.services.runs.generate({ strategy: "sciqag", model: String(model), paperIds: imported.map((r) => r.paperId!), lanes: 1, perplexityShift: false });
    expect(progress).toMatchObject({ status: "failed", failed: 0, pending: 2 });
    expect(progress.lastError!.message).toMatch(/^The server at 127\.0\.0\.1:\d+ refused the API key/);
    expect((await core.services.runs.getRun(progress.runId)).error!.message).toBe(progress.lastError!.message);
    expect((await core.services.models.availability()).find((a) => a.modelId === model)).toMatchObject({ state: "refused" });
  });
});
