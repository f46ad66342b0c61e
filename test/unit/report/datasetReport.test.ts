import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatasetReportSchema, type DatasetReport } from "../../../src-main/contract/report.ts";
import { describeAcceptRate, describeJudgeMean } from "../../../src-main/contract/reportWords.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { meanQuestionSimilarity } from "../../../src-main/core/pipeline/filters/meanQuestionSimilarity.ts";
import { readAgreement } from "../../../src-main/core/review/agreement/readAgreement.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";
import { callService } from "../../support/callService.ts";

// The report of a run on a small fixed library (real SQLite file), every figure worked out by
// hand from the seed's pattern (test/support/reviewData.ts): 2 papers x 4 QAs, QA i (0-7). The
// "sciqag" run holds QAs 0, 1, 2 (paper 0) and 4, 5, 6, 7 (paper 1); QA 3 is "chemlit".

let core: Core;
let seed: ReviewSeed;
let dataDir: string;
const qa = (i: number) => seed.qaIds[i]!;

beforeEach(() => {
  dataDir = tempDir();
  core = createCore({ dataDir });
  const db = core.db();
  seed = seedReviewLibrary(db, 2, 4);
  const run = seed.runs.sciqag;
  const [p0, p1] = seed.paperIds as [number, number];
  // Five items: two yielded the QAs, one ran and yielded none (with the strategy's reason), one failed, one waits.
  const item = db.prepare(`INSERT INTO work_items (run_id, paper_id, item_key, ordinal, kind, scope_json, status, reason_json, error_json) VALUES (?, ?, ?, ?, 'paper', '{}', ?, ?, ?)`);
  const a = Number(item.run(run, p0, "a", 0, "done", null, null).lastInsertRowid);
  const b = Number(item.run(run, p1, "b", 1, "done", null, null).lastInsertRowid);
  item.run(run, p1, "c", 2, "done", JSON.stringify({ code: "no-qas", message: "the model found nothing worth asking" }), null);
  item.run(run, p0, "d", 3, "failed", null, JSON.stringify({ name: "GenerationFailedError", message: "the model stopped mid-answer" }));
  item.run(run, p1, "e", 4, "pending", null, null);
  const link = db.prepare(`UPDATE qa_items SET work_item_id = ? WHERE id = ?`);
  for (const i of [0, 1, 2]) link.run(a, qa(i));
  for (const i of [4, 5, 6, 7]) link.run(b, qa(i));
  // The judge's rows, as the judge stores them: relevance 3, 2, 3 and accuracy 1, 3, 3 on QAs 0-2.
  [3, 2, 3].forEach((value, k) => upsertScore(db, { qaId: qa(k), metric: "relevance", scorer: "racar-judge:tiny", value, verdict: value >= 2 ? "pass" : "fail", reason: "r" }));
  [1, 3, 3].forEach((value, k) => upsertScore(db, { qaId: qa(k), metric: "accuracy", scorer: "racar-judge:tiny", value, verdict: value >= 2 ? "pass" : "fail", reason: "a" }));
  // Reviews: 0 and 1 kept, 2 dropped, 4 disputed (kept by one, dropped by another).
  upsertAnnotation(db, { qaId: qa(0), reviewer: "ana", decision: "keep" });
  upsertAnnotation(db, { qaId: qa(1), reviewer: "ana", decision: "keep" });
  upsertAnnotation(db, { qaId: qa(2), reviewer: "ana", decision: "drop" });
  upsertAnnotation(db, { qaId: qa(4), reviewer: "ana", decision: "keep" });
  upsertAnnotation(db, { qaId: qa(4), reviewer: "ben", decision: "drop" });
});
afterEach(() => core.closeAsync());

const call = <T>(method: string, args: unknown[]) => callService<T>(core.services, method, args);

describe("the report of a run", () => {
  it("counts items, QAs, verdicts, reviews and the funnel, and says why items yielded nothing", async () => {
    const report = DatasetReportSchema.parse(await call<DatasetReport>("report.build", [{ runIds: [seed.runs.sciqag] }]));
    expect(report.title).toBe(`Run ${seed.runs.sciqag}`);
    // Verdicts cycle accepted, accepted, rejected, pending: QAs 0, 1, 4, 5 accepted; 2, 6 rejected; 7 pending.
    expect(report.counts).toEqual({ papers: 2, items: 5, unfinishedItems: 1, qas: 7, accepted: 4, rejected: 2, pendingVerdict: 1, kept: 2, dropped: 1, disputed: 1, unreviewed: 3 });
    expect(report.funnel.map((f) => [f.stage, f.count])).toEqual([["items", 5], ["outputs", 2], ["qas", 7], ["accepted", 4], ["kept", 2]]);
    expect(report.emptyItemsTotal).toBe(2);
    expect(report.emptyItems.map((e) => [e.status, e.why])).toEqual([
      ["empty", "the model found nothing worth asking"],
      ["failed", "the model stopped mid-answer"],
    ]);
  });

  it("counts in the funnel's last stage only kept QAs the filters accepted, so no stage exceeds the one before", async () => {
    const db = core.db();
    // A reviewer keeps a rejected QA and a pending one, and a filter rejects QA 5: 4 kept in all, 3 accepted.
    upsertAnnotation(db, { qaId: qa(6), reviewer: "ana", decision: "keep" });
    upsertAnnotation(db, { qaId: qa(7), reviewer: "ana", decision: "keep" });
    db.prepare(`UPDATE qa_items SET verdict = 'rejected' WHERE id = ?`).run(qa(5));
    const report = DatasetReportSchema.parse(await call<DatasetReport>("report.build", [{ runIds: [seed.runs.sciqag] }]));
    expect(report.counts).toMatchObject({ accepted: 3, kept: 4 });
    const stage = new Map(report.funnel.map((f) => [f.stage, f.count]));
    // QAs 0 and 1: accepted and kept; 6 and 7 were kept but not accepted.
    expect(stage.get("kept")).toBe(2);
    // QAs, accepted, kept: each a subset of the one before (items and items with QAs count work, not QAs).
    expect(stage.get("accepted")).toBeLessThanOrEqual(stage.get("qas")!);
    expect(stage.get("kept")).toBeLessThanOrEqual(stage.get("accepted")!);
  });

  it("gives the accept rate per filter, the judge's scores per criterion, numbers found, and type/difficulty/hop", async () => {
    const report = await call<DatasetReport>("report.build", [{ runIds: [seed.runs.sciqag] }]);
    // "numeric-source" is stored without a value on the even QAs 0, 2, 4, 6: nothing to check, so no
    // accept rate (never 100% of nothing); "faithfulness" is a measurement on all 7.
    expect(report.filters).toEqual(
      expect.arrayContaining([
        { metric: "numeric-source", scored: 4, passed: 0, failed: 0, nothingToCheck: 4, measured: 0, acceptRate: null },
        { metric: "faithfulness", scored: 7, passed: 0, failed: 0, nothingToCheck: 0, measured: 7, acceptRate: null },
      ]),
    );
    expect(report.filters.map((f) => f.metric)).not.toContain("relevance");
    const judge = Object.fromEntries(report.judge.map((j) => [j.criterion, j]));
    expect(judge.relevance).toMatchObject({ scored: 3, counts: [0, 1, 2] });
    expect(judge.relevance!.mean).toBeCloseTo(8 / 3, 10);
    expect(judge.accuracy).toMatchObject({ scored: 3, counts: [1, 0, 2] });
    expect(judge.completeness).toEqual({ criterion: "completeness", scored: 0, counts: [0, 0, 0], mean: null });
    // The Report's chart titles say what each mean rests on.
    expect(describeJudgeMean(judge.relevance!)).toBe("Relevance (mean 2.67 over 3 QAs)");
    expect(describeJudgeMean(judge.completeness!)).toBe("Completeness (no QA scored)");
    // Even QAs have a stored check saying "no numbers". Odd ones are checked now: "Answer 1" on
    // paper 0 (which says "by 1 nm") is found; "Answer 5" and "Answer 7" on paper 1 are not.
    // SciQAG's equation 2 reads every sampled answer's numbers now: each "Answer i" states i, and
    // the papers state 1, 2 and 3 (and 300-302), so of the 7 values 1 and 2 are found.
    expect(report.numbers).toEqual({ answersWithNumbers: 3, allFound: 1, share: 1 / 3, sampleAnswers: 7, sampleAnswersWithNumbers: 7, values: 7, valuesFound: 2 });
    // Types cycle factual, causal, comparative; difficulties easy, medium, hard except QA 6 (none).
    expect(report.types).toEqual([{ value: "causal", count: 3 }, { value: "comparative", count: 2 }, { value: "factual", count: 2 }]);
    expect(report.difficulties).toEqual([{ value: "medium", count: 3 }, { value: "hard", count: 2 }, { value: null, count: 1 }, { value: "easy", count: 1 }]);
    expect(report.hops).toEqual([{ value: "single", count: 7 }]);
  });

  it("counts a likeness only known to be below a repeat as a pass, and says how many of the passes were not measured", async () => {
    // As the near-duplicate check stores them: QA 0 the paper's first (nothing to compare), QA 1
    // measured, QAs 2 and 4 past the index's range with no earlier QA sharing enough words (0 of
    // 612 compared), QA 5 measured against 3 of 612, QA 6 a repeat.
    const db = core.db();
    const store = (i: number, value: number | null, verdict: "pass" | "fail", counts: { found: number; checked: number } | null) =>
      upsertScore(db, { qaId: qa(i), metric: "near-duplicate", scorer: "filters", value, verdict, reason: "r", counts });
    store(0, null, "pass", null);
    store(1, 0.4, "pass", null);
    store(2, null, "pass", { found: 0, checked: 612 });
    store(4, null, "pass", { found: 0, checked: 612 });
    store(5, 0.3, "pass", { found: 3, checked: 612 });
    store(6, 0.9, "fail", null);
    const report = await call<DatasetReport>("report.build", [{ runIds: [seed.runs.sciqag] }]);
    const rate = report.filters.find((f) => f.metric === "near-duplicate")!;
    expect(rate).toEqual({ metric: "near-duplicate", scored: 6, passed: 4, failed: 1, nothingToCheck: 1, belowBound: 2, measured: 0, acceptRate: 4 / 5 });
    expect(describeAcceptRate(rate)).toBe("4 of 5, 2 of them below a repeat, not measured");
  });

  it("measures diversity per paper with SciQAG's mean pairwise similarity, averages it over papers, and includes agreement", async () => {
    const report = await call<DatasetReport>("report.build", [{ runIds: [seed.runs.sciqag] }]);
    const embedder = new WordVectorEmbedder();
    // The seed's questions: "Question i about the WORD of sample p?", WORD cycling through its list.
    const words = ["perovskite", "annealing", "bandgap", "grain", "solvent", "lattice", "cation", "film"];
    const paper0 = await meanQuestionSimilarity(embedder, [0, 1, 2].map((i) => `Question ${i} about the ${words[i]} of sample 0?`));
    const paper1 = await meanQuestionSimilarity(embedder, [4, 5, 6, 7].map((i) => `Question ${i} about the ${words[i]} of sample 1?`));
    expect(report.embedder).toBe("word-vectors");
    expect(report.papers.map((p) => [p.qas, p.measured, p.sentences])).toEqual([[3, 3, 6], [4, 4, 6]]);
    expect(report.papers[0]!.questionSimilarity).toBeCloseTo(paper0!, 10);
    expect(report.papers[1]!.questionSimilarity).toBeCloseTo(paper1!, 10);
    expect(report.questionSimilarity).toBeCloseTo((paper0! + paper1!) / 2, 10);
    // Six sentences per paper: SciQAG takes 15% of them rounded down, none: too few to measure.
    for (const p of report.papers) expect([p.coverage, p.coveragePerAnswer]).toEqual([null, null]);
    expect(report.coverage).toBeNull();
    const ids = [0, 1, 2, 4, 5, 6, 7].map(qa);
    expect(report.agreement).toEqual(readAgreement(core.db(), ids));
  });

  it("is stored when asked for a run, returned as stored while nothing it measures changed, and RunNotFoundError for an unknown run", async () => {
    const first = await call<DatasetReport>("report.forRun", [seed.runs.sciqag]);
    const file = path.join(dataDir, "reports", `run-${seed.runs.sciqag}.json`);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(first);
    // Nothing changed: the stored report itself, not a new build.
    expect(await call<DatasetReport>("report.forRun", [seed.runs.sciqag])).toEqual(first);
    expect((await call<DatasetReport>("report.forRun", [seed.runs.sciqag, { regenerate: true }])).generatedAt).not.toBe(first.generatedAt);
    await expect(call("report.forRun", [999])).rejects.toMatchObject({ name: "RunNotFoundError" });
  });

  it("is built again, without being asked, once reviews, verdicts or judge scores of its QAs change", async () => {
    const run = seed.runs.sciqag;
    const first = await call<DatasetReport>("report.forRun", [run]);
    expect(first.counts.kept).toBe(2);
    expect(first.agreement.reviewers).toEqual(["ana", "ben"]);
    // A third reviewer keeps a QA: kept, the reviewers and the agreement are measured anew.
    upsertAnnotation(core.db(), { qaId: qa(5), reviewer: "cleo", decision: "keep" });
    const reviewed = await call<DatasetReport>("report.forRun", [run]);
    expect(reviewed.counts.kept).toBe(3);
    expect(reviewed.agreement.reviewers).toEqual(["ana", "ben", "cleo"]);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "reports", `run-${run}.json`), "utf8"))).toEqual(reviewed);
    // A decision changed in place (drop to keep) counts too.
    upsertAnnotation(core.db(), { qaId: qa(2), reviewer: "ana", decision: "keep" });
    expect((await call<DatasetReport>("report.forRun", [run])).counts).toMatchObject({ kept: 4, dropped: 0 });
    // A judge score given or changed afterwards is in the next look.
    upsertScore(core.db(), { qaId: qa(0), metric: "relevance", scorer: "racar-judge:tiny", value: 1, verdict: "fail", reason: "r" });
    const judged = await call<DatasetReport>("report.forRun", [run]);
    expect(judged.judge.find((j) => j.criterion === "relevance")?.counts).toEqual([1, 1, 1]);
    // A verdict changed by a filter or the judge.
    core.db().prepare(`UPDATE qa_items SET verdict = 'rejected' WHERE id = ?`).run(qa(5));
    expect((await call<DatasetReport>("report.forRun", [run])).counts.rejected).toBe(3);
  });

  it("writes the report of an export's selection beside the export file", async () => {
    const out = path.join(tempDir(), "set.jsonl");
    await call("export.exportDataset", [{ out, format: "jsonl", query: { runIds: [seed.runs.sciqag], verdicts: ["accepted"] } }]);
    const sidecar = DatasetReportSchema.parse(JSON.parse(fs.readFileSync(`${out}.report.json`, "utf8")));
    const records = fs.readFileSync(out, "utf8").trim().split("\n").length;
    // Accepted QAs 0, 1, 4, 5: 4 records, and the report counts the same 4.
    expect(records).toBe(4);
    expect(sidecar.counts.qas).toBe(4);
  });
});

describe("distillate report", () => {
  async function cli(...argv: string[]) {
    await core.closeAsync();
    let stdout = "";
    const code = await runCli(["report", ...argv, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: () => undefined, env: {} });
    return { code, stdout };
  }

  it("prints the report in words, or as JSON that parses, and saves it with --out", async () => {
    const text = await cli("--run", String(seed.runs.sciqag));
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Run ${seed.runs.sciqag}: 7 QA(s) from 2 paper(s)`);
    expect(text.stdout).toMatch(/Accepted by the filters\s+4/);
    expect(text.stdout).toContain("failed (the model stopped mid-answer)");
    // The four stored checks had no numbers to look at: said so, never "100% passed".
    expect(text.stdout).toMatch(/Numbers found in the paper\s+no numbers to check \(4 QAs\)/);
    expect(text.stdout).toMatch(/Answers with every number in the paper\s+33%\s+n = 3 answers stating numbers/);
    expect(text.stdout).toMatch(/Numbers found in the papers \(SciQAG\)\s+29%\s+n = 7 numbers in 7 answers; published: 97% \(SciQAG, its generated QAs; n = 100 papers\)/);
    // Outside the data folder: --out refuses a file inside it (ExportInsideDataDirError).
    const out = path.join(tempDir(), "r.json");
    const json = await cli("--strategy", "sciqag", "--json", "--out", out);
    const parsed = DatasetReportSchema.parse(JSON.parse(json.stdout));
    expect(parsed.counts.qas).toBe(7);
    expect(JSON.parse(fs.readFileSync(out, "utf8"))).toEqual(parsed);
  });

  it("asks which QAs to report on when given no selection", async () => {
    const result = await cli();
    expect(result.code).toBe(64);
  });
});
