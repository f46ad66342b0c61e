// Runs through an OpenAI-compatible server on loopback (test/support/openAiServer.ts, the suite's
// tiny model behind node-llama-cpp), the way a lab points Distillate at vLLM or llama.cpp's
// server: the model is registered as remote, a run generates and scores through it, the judge
// judges through it, and injected faults cost retries but never a lost or duplicated QA.
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { DATABASE_FILE_NAME } from "../../src-main/core/system/dataDir.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { startOpenAiServer, type OpenAiServer } from "../support/openAiServer.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

const runtime = useRuntime();
const API_KEY = "sk-test-remote-0123456789";
let model: LoadedModel;
let generator: Generator;
let server: OpenAiServer;
let plain: OpenAiServer;
let second: OpenAiServer;
let core: Core;
let dataDir: string;
let papers: number[];
const retries: string[] = [];

beforeAll(async () => {
  const dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
  generator = await model.createGenerator({ contextSize: 8192, sequences: 3 });
  server = await startOpenAiServer(model, generator, { modelName: "tiny/remote-llama", apiKey: API_KEY });
  // A server without prompt log-probabilities or a tokenizer route (as most but vLLM and llama.cpp's are).
  plain = await startOpenAiServer(model, generator, { modelName: "tiny/remote-llama", promptLogprobs: false, tokenize: false, apiKey: API_KEY });
  // A second server of the same model, for a run spread over two.
  second = await startOpenAiServer(model, generator, { modelName: "tiny/remote-llama", apiKey: API_KEY });
  dataDir = path.join(dir, "data");
  process.env.DISTILLATE_TEST_REMOTE_KEY = API_KEY;
  // The key goes only to the servers listed beside it.
  process.env.DISTILLATE_TEST_REMOTE_KEY_ORIGINS = [server, plain, second].map((s) => new URL(s.baseUrl).origin).join(" ");
  core = createCore({
    dataDir,
    llm: { backend: "cpu", threads: 1 },
    // Short waits (the server's Retry-After still applies). The time limit per attempt only catches a
    // hang: a loaded machine's tiny model may take long over an answer, and that must not fail a test.
    // An attempt abandoned at its time limit is tested with a real server in remoteHttpClient.test.ts.
    remoteHttp: { backoffMs: 20, maxBackoffMs: 3000, timeoutMs: 600_000, onRetry: (r) => retries.push(r.reason) },
  });
  papers = (await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
}, 600_000);

afterAll(async () => {
  await core?.closeAsync();
  await server?.close();
  await plain?.close();
  await second?.close();
  await generator?.dispose();
  await model?.dispose();
  delete process.env.DISTILLATE_TEST_REMOTE_KEY;
  delete process.env.DISTILLATE_TEST_REMOTE_KEY_ORIGINS;
});

const addRemote = async (target: OpenAiServer, name: string) =>
  (await core.services.models.addRemote({ name, model: "tiny/remote-llama", endpoints: [{ url: target.baseUrl, concurrency: 2 }], apiKeyName: "DISTILLATE_TEST_REMOTE_KEY" })).model;

const generate = (modelId: number, perplexityShift: boolean) =>
  core.services.runs.generate({ strategy: "retchem", model: String(modelId), paperIds: papers, lanes: 2, perplexityShift, settings: { factual: 2, reasoning: 2, trueFalse: 0, synthesis: false } });

function ledger(runId: number) {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  const qas = db.prepare("SELECT count(*) FROM qa_items WHERE run_id = ?").pluck().get(runId) as number;
  const duplicates = db.prepare("SELECT count(*) FROM (SELECT work_item_id, ordinal FROM qa_items WHERE run_id = ? GROUP BY 1, 2 HAVING count(*) > 1)").pluck().get(runId) as number;
  const dsePer = db.prepare("SELECT count(*) FROM scores s JOIN qa_items q ON q.id = s.qa_id WHERE q.run_id = ? AND s.metric = 'dseper' AND s.value IS NOT NULL").pluck().get(runId) as number;
  const models = db.prepare("SELECT model_name FROM runs WHERE id = ?").pluck().all(runId) as string[];
  const engine = JSON.parse(db.prepare("SELECT engine_settings_json FROM runs WHERE id = ?").pluck().get(runId) as string) as Record<string, unknown>;
  db.close();
  return { qas, duplicates, dsePer, models, engine };
}

describe("a remote OpenAI-compatible model", () => {
  it("is registered without its key and listed beside local files", async () => {
    const added = await addRemote(server, "Tiny remote");
    expect(added).toMatchObject({ name: "Tiny remote", fileStatus: "present", remote: { model: "tiny/remote-llama", endpoints: [server.baseUrl] } });
    expect((await addRemote(server, "Tiny remote")).id).toBe(added.id);
    const listed = await core.services.models.list();
    expect(listed.map((m) => m.name)).toContain("Tiny remote");
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
    const stored = JSON.stringify(db.prepare("SELECT * FROM models").all());
    db.close();
    expect(stored).not.toContain(API_KEY);
    expect(stored).toContain("DISTILLATE_TEST_REMOTE_KEY");
  });

  it("generates a run's QAs with schema-checked output, server token counts, dSePer scores and the servers' facts as provenance", async () => {
    const remote = await addRemote(server, "Tiny remote");
    const final = await generate(remote.id, true);
    expect(final.status).toBe("completed");
    const facts = ledger(final.runId);
    expect(facts.qas).toBe(4 * 2); // two items per paper, each asking for two QAs
    expect(facts.duplicates).toBe(0);
    expect(facts.models).toEqual(["Tiny remote"]);
    expect(facts.dsePer).toBe(facts.qas);
    expect(facts.engine.remoteModel).toMatchObject({ model: "tiny/remote-llama", endpoints: [server.baseUrl], scoring: true, tokenCounting: "server-tokenizer", reported: [{ root: "tiny-random-llama", owned_by: "distillate-test" }] });
    expect(facts.engine.dsePerScorer).toBe("Tiny remote");
    const run = await core.services.runs.getRun(final.runId);
    expect(run.tokens.prompt).toBeGreaterThan(0);
    expect(run.tokens.generated).toBeGreaterThan(0);
    expect(server.requests.get("POST /v1/chat/completions")).toBeGreaterThan(facts.qas);
  }, 600_000);

  it("says which filters could not run when the server returns no log-probabilities, and estimates tokens", async () => {
    const remote = await addRemote(plain, "Tiny plain");
    const final = await generate(remote.id, true);
    expect(final.status).toBe("completed");
    const facts = ledger(final.runId);
    expect(facts.qas).toBeGreaterThan(0);
    expect(facts.dsePer).toBe(0);
    expect(facts.engine.remoteModel).toMatchObject({ scoring: false, tokenCounting: "estimate" });
    expect(facts.engine.dsePerScorerNote).toMatch(/gives no log-probabilities .* so the perplexity-shift filter did not run/);
  }, 600_000);

  it("spends retries on 429, 500 and a dropped connection, and ends with the same QAs", async () => {
    const remote = await addRemote(server, "Tiny remote");
    const before = retries.length;
    server.faults.push({ kind: "429", retryAfterSeconds: 1 }, { kind: "500" }, { kind: "drop" });
    const final = await generate(remote.id, false);
    expect(final.status).toBe("completed");
    expect(server.faulted.map((f) => f.kind)).toEqual(["429", "500", "drop"]);
    const seen = retries.slice(before);
    expect(seen).toHaveLength(3);
    expect(seen.join("\n")).toMatch(/429 Too many requests/);
    expect(seen.join("\n")).toMatch(/500 Internal error/);
    const facts = ledger(final.runId);
    expect(facts.qas).toBe(8);
    expect(facts.duplicates).toBe(0);
    expect((await core.services.runs.getRun(final.runId)).items).toMatchObject({ done: 4, failed: 0 });
  }, 600_000);

  it("spreads a run's items over two servers of the same model", async () => {
    const both = (await core.services.models.addRemote({ name: "Tiny on two", model: "tiny/remote-llama", endpoints: [{ url: server.baseUrl, concurrency: 1 }, { url: second.baseUrl, concurrency: 1 }], apiKeyName: "DISTILLATE_TEST_REMOTE_KEY" })).model;
    const before = [server.generations, second.generations];
    const final = await generate(both.id, false);
    expect(final.status).toBe("completed");
    expect(ledger(final.runId)).toMatchObject({ qas: 8, duplicates: 0 });
    // Two lanes, one on each server; both did part of the work.
    expect(server.generations).toBeGreaterThan(before[0]!);
    expect(second.generations).toBeGreaterThan(before[1]!);
    expect(ledger(final.runId).engine.remoteModel).toMatchObject({ endpoints: [server.baseUrl, second.baseUrl] });
  }, 600_000);

  it("judges a run's QAs through the server", async () => {
    const remote = await addRemote(server, "Tiny remote");
    const writer = await generate(remote.id, false);
    const judged = await core.services.judge.evaluate({ runId: writer.runId, judgeModel: String(remote.id), lanes: 2 });
    expect(judged.status).toBe("completed");
    expect(judged.done).toBe(judged.total);
    expect(judged.total).toBeGreaterThan(0);
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
    const rows = db.prepare("SELECT count(*) FROM scores s JOIN qa_items q ON q.id = s.qa_id WHERE q.run_id = ? AND s.scorer LIKE 'judge:%'").pluck().get(writer.runId) as number;
    db.close();
    expect(rows).toBe(judged.total * 5);
  }, 600_000);
});
