import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { listPassages } from "../../src-main/core/db/repositories/papers.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { getRun } from "../../src-main/core/db/repositories/runs.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { countWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import { ExportRunner } from "../../src-main/core/export/ExportRunner.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { llamaPort } from "../support/llamaPort.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { startRun } from "../../src-main/core/pipeline/jobs/startRun.ts";
import { keyQas } from "../../src-main/core/pipeline/summary/keyQas.ts";
import { SCHEMA_FILE } from "../../scripts/writeSchemas.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir, tempDirForSuite } from "../support/tempDir.ts";

const runtime = useRuntime();
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));
let db: LibraryDatabase;
let dir: string;
let paperId: number;
let model: LoadedModel;
let generator: Generator;
const identity = { name: "tiny-random-llama", sha256: null, quantization: "F32" };

beforeAll(async () => {
  dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  db = openDatabase(path.join(dir, "library.sqlite"));
  const [imported] = await importPapers(db, [pdfs.twoColumn]);
  paperId = imported!.paperId!;
  // The tiny model's weights are random; the grammar makes its output schema-valid, which is
  // what these tests rely on. A context of 8k lets paper-level strategies see the whole paper.
  model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
  generator = await model.createGenerator({ contextSize: 8192, sequences: 3 }); // 2 lanes + 1 for scoring
});

afterAll(async () => {
  await generator?.dispose();
  await model?.dispose();
  if (db) closeDatabase(db);
});

/** What a reviewer relies on for every stored QA: exact evidence offsets and every verdict with its reason. */
function checkStoredQas(runId: number) {
  const qas = listQaItemsForRun(db, runId);
  const passages = new Map(listPassages(db, paperId).map((p) => [p.id, p]));
  for (const qa of qas) {
    for (const span of qa.evidence) {
      if (span.passageId === null) continue;
      expect(passages.get(span.passageId)!.text.slice(span.start!, span.end!)).toBe(span.text);
    }
    const metrics = listScores(db, qa.id).map((s) => s.metric);
    expect(metrics).toEqual(expect.arrayContaining(["context-dependence", "definitional", "numeric-source", "near-duplicate", "evidence-found"]));
    if (!qa.isNegative) expect(metrics).toContain("dseper");
    for (const s of listScores(db, qa.id)) expect(s.reason.length).toBeGreaterThan(0);
    expect(["accepted", "rejected"]).toContain(qa.verdict);
  }
  return qas;
}

/**
 * Evidence is cited by sentence id, so even a model with random weights can only cite sentences
 * of the paper: every span is found, on exactly a stored sentence, and evidence-found passes.
 */
function checkCitedEvidence(qas: ReturnType<typeof listQaItemsForRun>) {
  const passages = new Map(listPassages(db, paperId).map((p) => [p.id, p]));
  const citing = qas.filter((qa) => qa.evidence.length > 0);
  expect(citing.length).toBeGreaterThan(0);
  for (const qa of citing) {
    for (const span of qa.evidence) {
      expect(span.passageId, span.text).not.toBeNull();
      const passage = passages.get(span.passageId!)!;
      expect(passage.sentences).toContainEqual([span.start, span.end]);
      expect(passage.text.slice(span.start!, span.end!)).toBe(span.text);
    }
    expect(listScores(db, qa.id).find((s) => s.metric === "evidence-found")).toMatchObject({ value: 1, verdict: "pass" });
  }
}

describe("generating QAs end to end with real inference", () => {
  for (const strategy of ["sciqag", "chemlit", "retchem"]) {
    it(`runs ${strategy} on an imported paper and stores scored QAs with provenance`, async () => {
      const { runId, items } = startRun(db, { strategy, paperIds: [paperId], model: { id: null, ...identity }, seed: 3 });
      expect(items).toBeGreaterThan(0);
      const port = await llamaPort(model, generator, { model: identity, seed: 3, lanes: 2 });
      const events: number[] = [];
      const final = await executeRun(db, runId, port, { scorer: port, onProgress: (p) => events.push(p.done) });
      expect(final.status).toBe("completed");
      expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, done: items });
      expect(events.at(-1)).toBe(items);
      const run = getRun(db, runId)!;
      expect(run.promptTokens).toBeGreaterThan(0);
      expect(run.generatedTokens).toBeGreaterThan(0);
      const qas = checkStoredQas(runId);
      if (strategy === "sciqag") expect(qas).toHaveLength(10); // the schema asks for exactly 10
      checkCitedEvidence(qas);
      // SciQAG and RetChemQA must cite at least one sentence; ChemLit-QA may leave its context empty.
      if (strategy !== "chemlit") for (const qa of qas) expect(qa.evidence.length).toBeGreaterThan(0);
      const exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
      const out = await exports.toFile({ out: path.join(tempDir(), `${strategy}.jsonl`), format: "jsonl", selection: { query: { runIds: [runId] }, reviewer: "me" } });
      expect(out.records).toBe(qas.length);
      for (const line of fs.readFileSync(out.path, "utf8").split("\n").filter(Boolean)) {
        const record = JSON.parse(line);
        expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
        expect(record.provenance).toMatchObject({ runId, strategy, seed: 3, model: { name: identity.name } });
      }
    });
  }

  it("reuses the evaluated paper text across a paper's items on a lane", async () => {
    const before = generator.tokenCounts();
    const { runId } = startRun(db, { strategy: "retchem", paperIds: [paperId], model: { id: null, ...identity }, seed: 4 });
    const port = await llamaPort(model, generator, { model: identity, seed: 4, lanes: 2 });
    await executeRun(db, runId, port, { scorer: port });
    const after = generator.tokenCounts();
    const submitted = after.promptTokensSubmitted - before.promptTokensSubmitted;
    const evaluated = after.promptTokensEvaluated - before.promptTokensEvaluated;
    // Three items share the paper text: it is evaluated once per lane (2), not once per item,
    // and scoring runs on its own sequence so it never evicts it.
    expect(evaluated).toBeLessThan(submitted * 0.8);
  });

  it("summarises the paper's key QAs from accepted ones only", () => {
    const summary = keyQas(db, paperId, { count: 5 });
    for (const key of summary) expect(key.qa.verdict).toBe("accepted");
    expect(summary.length).toBeLessThanOrEqual(5);
  });
});
