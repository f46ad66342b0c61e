// ChemLit-QA with real inference on the suite's tiny model (random weights): every kind of item
// completes with grammar-valid output, evidence spans are exact sentences, a multi-hop QA cites
// both of its chunks, negatives of both kinds are stored, the judge's faithfulness and relevancy
// verdicts are stored over the run, and the export carries the chunk texts.
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { defaultJudgeThresholds, judgeScorer } from "../../src-main/contract/judge.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { getRun } from "../../src-main/core/db/repositories/runs.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { countWorkItems, listWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { belowMeanRule } from "../../src-main/core/pipeline/filters/belowMean.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { loadPaperForGeneration } from "../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { strategyTools } from "../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { runFilterStage } from "../../src-main/core/pipeline/judge/runFilterStage.ts";
import type { GenerationPort, JsonSchema, StructuredRequest } from "../../src-main/core/pipeline/ports.ts";
import { NOT_AVAILABLE } from "../../src-main/core/pipeline/strategies/chemlit/notAvailable.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { createCore } from "../../src-main/core/createCore.ts";
import { tempDir } from "../support/tempDir.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

const library = useTinyModelLibrary();
const ajv = new Ajv2020({ allErrors: true, strict: false });
const judgeIdentity = { name: "tiny-judge", sha256: "0".repeat(64), quantization: "F32" };

const has = (schema: JsonSchema, key: string) => Object.hasOwn((schema.properties ?? {}) as object, key);

/**
 * The real port, every output checked against the schema it was asked for, with the choices a
 * random model would make by chance pinned in the grammar (the model still writes every token):
 * every chunk useful and supporting the causal type, the first QA marked not answerable and the
 * rest answerable, and the similar chunk never holding the answer. So each branch is seen every time.
 */
function checkedPort(port: GenerationPort) {
  const invalid: string[] = [];
  let answers = 0;
  const generate = async <T,>(request: StructuredRequest) => {
    let schema = request.schema;
    const properties = schema.properties as Record<string, JsonSchema>;
    if (has(schema, "useful")) schema = { ...schema, properties: { ...properties, useful: { enum: [true] }, reasoningTypes: { type: "array", items: { enum: ["causal"] }, minItems: 1, maxItems: 1 } } };
    if (has(schema, "answerable")) schema = { ...schema, properties: { ...properties, answerable: { enum: [answers++ > 0] } } };
    if (has(schema, "inContext")) schema = { ...schema, properties: { ...properties, inContext: { enum: [false] } } };
    const result = await port.generate<T>({ ...request, schema });
    const validate = ajv.compile(request.schema);
    if (!validate(result.output)) invalid.push(JSON.stringify(validate.errors));
    return result;
  };
  return { port: { ...port, generate, countTokens: (t: string) => port.countTokens(t), contextSize: port.contextSize, lanes: port.lanes } as GenerationPort, invalid };
}

describe("ChemLit-QA with real inference on the tiny model", () => {
  it("completes chunk and multi-hop items, stores reasoning, negatives of both kinds and the judge's run-level verdicts, and exports the chunk texts", async () => {
    const { db } = library;
    const paperId = library.paperIds[0]!;
    const settings = { reasoningTypes: ["causal"], multiHopPerPaper: 1 };
    const { runId, items } = library.startRun({ strategy: "chemlit", seed: 11, settings });
    const kinds = listWorkItems(db, runId).map((w) => w.kind);
    expect(kinds.filter((k) => k === "bridge")).toHaveLength(1);
    expect(kinds.filter((k) => k === "chunk").length).toBeGreaterThan(1);
    const checked = checkedPort(await library.port({ seed: 11, lanes: 2 }));
    const judge = checkedPort(await library.port({ model: judgeIdentity, seed: 12, temperature: 0, lanes: 1 }));
    const scorer = judgeScorer(judgeIdentity.sha256);
    const final = await executeRun(db, runId, checked.port, {
      afterGeneration: (signal) => runFilterStage(db, runId, judge.port, { scorer, judgeName: judgeIdentity.name, thresholds: defaultJudgeThresholds(), signal }),
    });
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: items });
    expect(checked.invalid).toEqual([]);
    expect(judge.invalid).toEqual([]);

    const qas = listQaItemsForRun(db, runId);
    // Evidence is cited by id: every span is exactly a stored sentence of the paper.
    for (const qa of qas) library.expectExactSpans(paperId, qa.evidence, { onSentences: false });
    // Every QA the model wrote carries the reasoning it wrote first.
    for (const qa of qas.filter((q) => q.labels.negativeKind !== "paired-context")) expect(String(qa.labels.reasoning).length, qa.question).toBeGreaterThan(0);

    // The multi-hop QA cites sentences of both of its chunks and names its bridge entity.
    const chunks = strategyTools.chunks(loadPaperForGeneration(db, paperId));
    const multi = qas.filter((qa) => qa.hop === "multi");
    expect(multi).toHaveLength(1);
    const [a, b] = multi[0]!.labels.bridgedChunks as number[];
    expect(typeof multi[0]!.labels.bridgeEntity).toBe("string");
    const inChunk = (chunk: number, passageId: number) => chunks[chunk]!.segments.some((s) => s.passageId === passageId);
    expect(multi[0]!.evidence.some((e) => inChunk(a!, e.passageId!))).toBe(true);
    expect(multi[0]!.evidence.some((e) => inChunk(b!, e.passageId!))).toBe(true);

    // Negatives of both kinds, answered "not available".
    const negatives = qas.filter((qa) => qa.isNegative);
    expect(negatives.some((qa) => qa.labels.negativeKind === "model-marked")).toBe(true);
    const paired = negatives.filter((qa) => qa.labels.negativeKind === "paired-context");
    expect(paired.length).toBeGreaterThan(0);
    for (const qa of negatives) expect(qa.answer).toBe(NOT_AVAILABLE);

    // Faithfulness and relevancy on every answered QA, from the judge, ruled against the run's mean − 0.5 sd.
    const answered = qas.filter((qa) => !qa.isNegative);
    for (const metric of ["faithfulness", "answer-relevancy"]) {
      const rows = answered.map((qa) => listScores(db, qa.id).find((s) => s.metric === metric && s.scorer === scorer)!);
      expect(rows.every((r) => r !== undefined)).toBe(true);
      const rule = belowMeanRule(rows.map((r) => r.value!))!;
      for (const row of rows) {
        expect(row.verdict).toBe(row.value! < rule.bar - 1e-12 ? "fail" : "pass");
        expect(row.reason).toMatch(/the run's bar is mean .* − 0\.5 × sd/);
      }
    }
    for (const qa of negatives) expect(listScores(db, qa.id).some((s) => s.metric === "faithfulness")).toBe(false);
    expect(getRun(db, runId)!.engine.runFilters).toMatch(/Faithfulness and relevancy.*\d+ QAs scored by tiny-judge/);
    // A QA that fails either is rejected, whatever the other filters said.
    for (const qa of listQaItemsForRun(db, runId).filter((q) => !q.isNegative)) {
      if (listScores(db, qa.id).some((s) => s.scorer === scorer && s.verdict === "fail")) expect(qa.verdict).toBe("rejected");
    }

    // The export carries the chunk text, the similar chunks' texts and the negatives' other context.
    const records = (await library.exportRun(runId)).lines; // every record valid against the published schema
    expect(records).toHaveLength(qas.length);
    for (const record of records) {
      expect(record.provenance).toMatchObject({ strategy: "chemlit", promptVersion: "chemlit@3" });
      expect(record.chunkText.length).toBeGreaterThan(0);
    }
    const single = records.filter((r) => r.hop === "single" && !r.negative);
    expect(single.length).toBeGreaterThan(0);
    for (const r of single) {
      expect(chunks[r.context.sourceChunk]!.text).toBe(r.chunkText);
      expect(r.similarChunks).toHaveLength(4);
      for (const s of r.similarChunks) expect(s.text).toBe(chunks[s.chunk]!.text);
      expect(r.context.similarBy).toBe("bm25");
      expect(r.labels.reasoning.length).toBeGreaterThan(0);
    }
    const pairedRecord = records.find((r) => r.labels.negativeKind === "paired-context")!;
    expect(pairedRecord.negativeContext.text).toBe(chunks[pairedRecord.negativeContext.chunk]!.text);
    expect(pairedRecord.negativeContext.chunk).not.toBe(pairedRecord.context.sourceChunk);
    const multiRecord = records.find((r) => r.hop === "multi")!;
    expect(multiRecord.chunkText).toBe(`${chunks[a!]!.text}\n\n${chunks[b!]!.text}`);
    expect(multiRecord.labels.bridgeEntity).toBe(multi[0]!.labels.bridgeEntity);
  });

  it("runs the faithfulness and relevancy filter in the app's judge stage when the run has a judge, and says it did not run when it has none", async () => {
    const home = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(home, "pdfs"));
    const writerFile = writeTinyModel(home, "writer.gguf", { contextLength: 8192 });
    const judgeFile = writeTinyModel(home, "judge.gguf", { contextLength: 8192, seed: 9 });
    const core = createCore(withSuiteInstallSecret({ dataDir: path.join(home, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    try {
      const { models, runs, imports } = core.services;
      await imports.importPapers([pdfs.twoColumn]);
      const writer = (await models.add(writerFile, { name: "writer" })).model;
      const judge = (await models.add(judgeFile, { name: "judge", role: "judge" })).model;
      // Few calls per chunk: the point is where the filter runs, not what the random model writes.
      const settings = { reasoningTypes: ["causal"], multiHopPerPaper: 0, pairedNegatives: false, similarChunks: 0, temperature: 1 };
      const base = { strategy: "chemlit", model: String(writer.id), lanes: 1, perplexityShift: false, seed: 1, settings };

      const judged = await runs.generate({ ...base, judgeModel: String(judge.id) });
      expect(judged.status).toBe("completed");
      const run = await runs.getRun(judged.runId);
      // Every answered QA of the run was scored by the judge (seed 1 at temperature 1 gives this random model some).
      const answered = listQaItemsForRun(core.db(), judged.runId).filter((qa) => !qa.isNegative);
      expect(answered.length).toBeGreaterThan(0);
      expect(String(run.engine.runFilters)).toMatch(new RegExp(`^Faithfulness and relevancy .*: ${answered.length} QAs scored by judge, \\d+ below the bar$`));
      for (const qa of answered) expect(listScores(core.db(), qa.id).map((s) => s.metric)).toEqual(expect.arrayContaining(["faithfulness", "answer-relevancy"]));

      const unjudged = await runs.generate(base);
      expect(unjudged.status).toBe("completed");
      expect((await runs.getRun(unjudged.runId)).engine.runFilters).toMatch(/not run, because the run has no judge model/);
    } finally {
      await core.closeAsync();
    }
  });
});
