// ScIRGen with real inference on the tiny models: every planned item (18 question types x 3 QAs)
// completes, evidence spans are exact, exports follow the published schema, and every answer's
// perplexity shift is computed against the paragraphs retrieved for its question, by the scoring
// model the run names (a second model here, as a judge model would be in the app).
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { getRun } from "../../src-main/core/db/repositories/runs.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { countWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { QUESTION_TYPES } from "../../src-main/core/pipeline/strategies/scirgen/questionTypes.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { llamaPort } from "../support/llamaPort.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

const writerIdentity = { name: "tiny-writer", sha256: null, quantization: "F32" };
const scorerIdentity = { name: "tiny-scorer", sha256: "ab".repeat(32), quantization: "F32" };
const library = useTinyModelLibrary({ identity: writerIdentity });
// A second tiny model, with other random weights, scores the answers as a judge model would.
let scorer: { model: LoadedModel; generator: Generator } | undefined;

beforeAll(async () => {
  const model = await library.runtime.loadModel({ file: writeTinyModel(library.dir, "scorer.gguf", { contextLength: 8192, seed: 9 }) });
  scorer = { model, generator: await model.createGenerator({ contextSize: 8192, sequences: 1 }) };
});

afterAll(async () => {
  await scorer?.generator.dispose();
  await scorer?.model.dispose();
});

describe("ScIRGen end to end with real inference", () => {
  it("writes 3 QAs for each of the 18 question types, with exact evidence and dSePer against retrieved context by the scoring model", async () => {
    const { db } = library;
    const paperId = library.paperIds[0]!;
    const { runId, items } = library.startRun({ strategy: "scirgen", seed: 5 });
    expect(items).toBe(18);
    const port = await library.port({ seed: 5, lanes: 2 });
    const scoring = await llamaPort(scorer!.model, scorer!.generator, { model: scorerIdentity });
    const final = await executeRun(db, runId, port, { scorer: { answerLogProbability: scoring.answerLogProbability, model: scorerIdentity } });
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: 18 });

    const run = getRun(db, runId)!;
    // The run says which model's probabilities the shifts are: the scorer, not the writer.
    expect(run.engine).toMatchObject({ dsePerScorer: "tiny-scorer", dsePerScorerSha256: scorerIdentity.sha256 });
    const qas = listQaItemsForRun(db, runId);
    // The schema asks for exactly 3 per type; a placeholder QA would be left out with a reason.
    expect(qas.length).toBeGreaterThan(0);
    for (const type of QUESTION_TYPES) expect(qas.filter((q) => q.type === type).length, type).toBeLessThanOrEqual(3);
    expect(new Set(qas.map((q) => q.type)).size).toBeGreaterThan(12);

    const passages = new Map(listPassages(db, paperId).map((p) => [p.id, p]));
    for (const qa of qas) {
      expect(qa.evidence.length).toBeGreaterThan(0);
      library.expectExactSpans(paperId, qa.evidence);
      const scores = listScores(db, qa.id);
      const dseper = scores.find((s) => s.metric === "dseper")!;
      expect(dseper, qa.question).toBeDefined();
      const retrieved = (qa.context as { retrieved: { passageId: number }[] }).retrieved;
      for (const r of retrieved) expect(passages.has(r.passageId)).toBe(true);
      if (retrieved.length > 0) {
        expect(typeof dseper.value).toBe("number");
        expect(dseper.verdict).toBe(dseper.value! > 0 ? "pass" : "fail");
        expect(dseper.reason).toMatch(/retrieved for the question/);
        expect(dseper.reason).toContain("(scored by tiny-scorer)");
      } else {
        expect(dseper).toMatchObject({ value: null, verdict: "fail" });
      }
      // Definition questions are what that type asks for, not a fault.
      if (qa.type === "definition") expect(scores.find((s) => s.metric === "definitional")!.verdict).toBe("pass");
    }

    const exported = await library.exportRun(runId); // every record valid against the published schema
    expect(exported.records).toBe(qas.length);
    for (const record of exported.lines) {
      expect(record.provenance).toMatchObject({ runId, strategy: "scirgen", promptVersion: "scirgen@1", model: { name: "tiny-writer" } });
    }
  });
});

describe("a ScIRGen run with a judge model", () => {
  let core: Core | undefined;
  afterEach(async () => {
    await core?.closeAsync();
    core = undefined;
  });

  it("scores every answer's perplexity shift with the judge model, not the generator, and records it on the run", async () => {
    const home = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(home, "pdfs"));
    core = createCore(withSuiteInstallSecret({ dataDir: path.join(home, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    const { models, runs, imports } = core.services;
    await imports.importPapers([pdfs.twoColumn]);
    const generatorModel = (await models.add(writeTinyModel(home, "writer.gguf", { contextLength: 8192 }), { name: "writer" })).model;
    const judgeModel = (await models.add(writeTinyModel(home, "judge.gguf", { contextLength: 8192, seed: 9 }), { name: "judge", role: "judge" })).model;
    const final = await runs.generate({
      strategy: "scirgen",
      model: String(generatorModel.id),
      judgeModel: String(judgeModel.id),
      lanes: 1,
      settings: { questionTypes: ["verification", "causal-antecedent"], qaPerType: 1 },
    });
    expect(final.status).toBe("completed");
    const run = await runs.getRun(final.runId);
    expect(run.items).toMatchObject({ done: 2, failed: 0 });
    const judge = (await models.list()).find((m) => m.id === judgeModel.id)!;
    expect(run.engine).toMatchObject({ dsePerScorer: "judge", dsePerScorerSha256: judge.sha256 });
    expect(run.engine).not.toHaveProperty("dsePerScorerNote");
    // The scorer's lease ended with the run: writer and judge stay loaded idle, nothing else was loaded.
    expect(core.modelHost.loaded().map((m) => path.basename(m.file)).sort()).toEqual(["judge.gguf", "writer.gguf"]);
    expect(core.modelHost.loaded().every((m) => m.holders.length === 0)).toBe(true);
    const db2 = core.db();
    const qas = listQaItemsForRun(db2, final.runId);
    expect(qas.length).toBeGreaterThan(0);
    for (const qa of qas) {
      const dseper = listScores(db2, qa.id).find((s) => s.metric === "dseper")!;
      expect(dseper.reason).toMatch(/retrieved for the question/);
      if (dseper.value !== null) expect(dseper.reason).toContain("(scored by judge)");
    }
  });
});
