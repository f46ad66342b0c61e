// The RACAR judge on the suite's tiny model (random weights): the grammar makes its output valid,
// every criterion is stored with the judge's sha256, a paper's pairs share one evaluated prefix,
// nothing is judged twice, and the user's thresholds decide verdicts.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultJudgeThresholds, JUDGE_CRITERIA, judgeScorer, type JudgeThresholds } from "../../src-main/contract/judge.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { getQaItem, listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { storeRunPlan } from "../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { judgeQas } from "../../src-main/core/pipeline/judge/judgeQas.ts";
import { reapplyVerdict } from "../../src-main/core/pipeline/judge/storeJudgement.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { llamaPort } from "../support/llamaPort.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

const runtime = useRuntime();
const JUDGE_SHA = "a".repeat(64);
let db: LibraryDatabase;
let model: LoadedModel;
let generator: Generator;
let runId: number;

beforeAll(async () => {
  const dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  db = openDatabase(path.join(dir, "library.sqlite"));
  const papers = (await importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
  model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
  generator = await model.createGenerator({ contextSize: 8192, sequences: 2 });
  const writer = await llamaPort(model, generator, { model: { name: "tiny", sha256: null, quantization: "F32" }, seed: 3 });
  runId = storeRunPlan(db, { strategy: "retchem", paperIds: papers, settings: { factual: 3, reasoning: 0, trueFalse: 0, synthesis: false }, model: { id: null, name: "tiny", sha256: null, quantization: "F32" }, seed: 3 }).runId;
  await executeRun(db, runId, writer, {});
}, 600_000);

afterAll(async () => {
  await generator?.dispose();
  await model?.dispose();
  if (db) closeDatabase(db);
});

async function judgePort() {
  const port = await llamaPort(model, generator, { model: { name: "tiny judge", sha256: JUDGE_SHA, quantization: "F32" }, seed: 1 });
  return port as typeof port & { model: { sha256: string } };
}

describe("the RACAR judge", () => {
  it("stores five grammar-valid scores per QA with the judge's sha256, reading each paper once", async () => {
    const qas = listQaItemsForRun(db, runId).filter((q) => !q.isNegative);
    expect(qas.length).toBeGreaterThan(2);
    const seen: number[] = [];
    const final = await judgeQas(db, { selection: { runId }, judge: await judgePort(), thresholds: () => ({ ...defaultJudgeThresholds(), relevance: 1, agnosticism: 1, completeness: 1, accuracy: 1, reasonableness: 1 }), onProgress: (p) => seen.push(p.done) });
    expect(final).toMatchObject({ status: "completed", total: qas.length, done: qas.length, failed: 0, alreadyJudged: 0 });
    for (const qa of qas) {
      const rows = listScores(db, qa.id).filter((s) => s.scorer === judgeScorer(JUDGE_SHA));
      expect(rows.map((r) => r.metric).sort()).toEqual([...JUDGE_CRITERIA].sort());
      for (const row of rows) {
        expect([1, 2, 3]).toContain(row.value);
        expect(row.reason.length).toBeGreaterThan(0);
        expect(row.verdict).toBe("pass"); // every minimum is 1
      }
    }
    // The paper is evaluated once per paper: after each paper's first pair, only the pair is new.
    expect(final.tokens.evaluated).toBeLessThan(final.tokens.prompt / 2);
    expect(seen.at(-1)).toBe(qas.length);

    // Judging again judges nothing: the score rows are the ledger.
    const again = await judgeQas(db, { selection: { runId }, judge: await judgePort(), thresholds: defaultJudgeThresholds });
    expect(again).toMatchObject({ total: 0, done: 0, alreadyJudged: qas.length });
  }, 600_000);

  it("rejects a QA below the user's minimum, naming the criterion and the judge's reason, and accepts it again when the minimum drops", () => {
    // The tiny model's QAs may fail rule filters too; those verdicts stay whatever the thresholds.
    const qa = listQaItemsForRun(db, runId).find((q) => !q.isNegative)!;
    const filtersPass = listScores(db, qa.id).every((s) => s.scorer !== "filters" || s.verdict !== "fail");
    const accuracy = listScores(db, qa.id).find((s) => s.metric === "accuracy" && s.scorer === judgeScorer(JUDGE_SHA))!;
    const strict: JudgeThresholds = { ...defaultJudgeThresholds(), accuracy: Math.min(3, accuracy.value! + 1) };
    const strictVerdict = db.transaction(() => reapplyVerdict(db, qa.id, { ...strict, relevance: 1, agnosticism: 1, completeness: 1, reasonableness: 1 }))();
    if (accuracy.value! < 3) {
      expect(strictVerdict.verdict).toBe("rejected");
      expect(strictVerdict.reasons.join("\n")).toContain(`accuracy: the judge gave accuracy ${accuracy.value} of 3, below your minimum of ${accuracy.value! + 1}; its reason: ${accuracy.reason}`);
      expect(getQaItem(db, qa.id)!.verdict).toBe("rejected");
      expect(listScores(db, qa.id).find((s) => s.metric === "accuracy" && s.scorer === judgeScorer(JUDGE_SHA))!.verdict).toBe("fail");
    }
    const lenient = db.transaction(() => reapplyVerdict(db, qa.id, { relevance: 1, agnosticism: 1, completeness: 1, accuracy: 1, reasonableness: 1 }))();
    expect(lenient.verdict).toBe(filtersPass ? "accepted" : "rejected");
    expect(lenient.reasons.filter((r) => JUDGE_CRITERIA.some((c) => r.startsWith(`${c}:`)))).toEqual([]);
    expect(getQaItem(db, qa.id)!.verdict).toBe(lenient.verdict);
  });
});
