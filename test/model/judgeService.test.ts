// The judge through the core's services, as the app and the CLI use it: a run with a judge model
// judges its accepted QAs after generation; `evaluate` judges every QA of an existing run once,
// and the user's thresholds in the settings decide verdicts.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { JUDGE_CRITERIA, type JudgeProgress } from "../../src-main/contract/judge.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { runReportPath } from "../../src-main/core/report/reportFiles.ts";
import { DATABASE_FILE_NAME } from "../../src-main/core/system/dataDir.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let core: Core;
let dataDir: string;
let writerId: number;
let judgeId: number;
let papers: number[];

beforeAll(async () => {
  const dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  dataDir = path.join(dir, "data");
  core = createCore(withSuiteInstallSecret({ dataDir, llm: { backend: "cpu", threads: TEST_THREADS } }));
  const { models, imports } = core.services;
  papers = (await imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
  writerId = (await models.add(writeTinyModel(dir, "writer.gguf", { contextLength: 8192 }), { name: "writer" })).model.id;
  const judge = (await models.add(writeTinyModel(dir, "judge.gguf", { contextLength: 8192, seed: 9 }), { name: "judge", role: "judge" })).model;
  judgeId = judge.id;
}, 600_000);

afterAll(() => core?.closeAsync());

/** Judge rows of one run's QAs, read from the file as any reader would. */
function judgeRows(runId: number) {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  const rows = db
    .prepare(`SELECT s.qa_id AS qaId, s.metric, s.value, s.verdict, s.reason, s.scorer FROM scores s JOIN qa_items q ON q.id = s.qa_id WHERE q.run_id = ? AND s.scorer LIKE 'judge:%'`)
    .all(runId) as { qaId: number; metric: string; value: number; verdict: string; reason: string; scorer: string }[];
  const qas = db.prepare(`SELECT id, verdict, is_negative AS negative FROM qa_items WHERE run_id = ?`).all(runId) as { id: number; verdict: string; negative: number }[];
  db.close();
  return { rows, qas };
}

const generate = (judge: boolean) =>
  core.services.runs.generate({
    strategy: "retchem",
    model: String(writerId),
    ...(judge ? { judgeModel: String(judgeId) } : {}),
    paperIds: papers,
    lanes: 1,
    perplexityShift: false,
    settings: { factual: 2, reasoning: 0, trueFalse: 0, synthesis: false },
  });

describe("the judge in the app's services", () => {
  it("judges a run's accepted QAs after generation when the run has a judge model", async () => {
    // Every minimum at 1: whatever the random judge says, accepted QAs stay accepted.
    await core.services.settings.update({ judgeThresholds: { relevance: 1, agnosticism: 1, completeness: 1, accuracy: 1, reasonableness: 1 } });
    const events: JudgeProgress[] = [];
    const off = core.events.subscribe((e) => e.type === "judge.progress" && events.push(e.progress));
    const final = await generate(true);
    off();
    expect(final.status).toBe("completed");
    const { rows, qas } = judgeRows(final.runId);
    const accepted = qas.filter((q) => q.verdict === "accepted" && !q.negative);
    console.log(`run ${final.runId}: ${qas.length} QAs, ${accepted.length} accepted by the rule filters`);
    expect(new Set(rows.map((r) => r.qaId))).toEqual(new Set(accepted.map((q) => q.id)));
    // Hashed when the run resolved it: every row names the exact judge file.
    const judgeSha = (await core.services.models.list()).find((m) => m.id === judgeId)!.sha256;
    expect(judgeSha).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.every((r) => r.scorer === `judge:${judgeSha}`)).toBe(true);
    expect(rows.length).toBe(accepted.length * JUDGE_CRITERIA.length);
    expect(events.at(-1)).toMatchObject({ runId: final.runId, status: "completed", done: accepted.length });
  }, 900_000);

  it("evaluate judges every QA of an existing run once, and thresholds decide the verdicts", async () => {
    const run = await generate(false);
    const { qas } = judgeRows(run.runId);
    const gradable = qas.filter((q) => !q.negative);
    expect(gradable.length).toBeGreaterThan(0);
    await core.services.settings.update({ judgeThresholds: { relevance: 1, agnosticism: 1, completeness: 1, accuracy: 1, reasonableness: 1 } });
    // What "Judge with…" says before it starts: nothing of this run was judged by this model yet.
    expect(await core.services.judge.evaluatePreview({ runId: run.runId, judgeModel: String(judgeId) })).toEqual({ selected: gradable.length, alreadyJudged: 0, known: true });
    const first = await core.services.judge.evaluate({ runId: run.runId, judgeModel: String(judgeId) });
    // The run's stored report is rebuilt before evaluate resolves, so the Report opened next shows the scores.
    const report = await core.services.report.forRun(run.runId);
    expect(report.judge.map((j) => j.counts.reduce((a, b) => a + b, 0))).toEqual(JUDGE_CRITERIA.map(() => gradable.length));
    expect(await core.services.judge.evaluatePreview({ runId: run.runId, judgeModel: String(judgeId) })).toEqual({ selected: gradable.length, alreadyJudged: gradable.length, known: true });
    expect(first).toMatchObject({ status: "completed", total: gradable.length, done: gradable.length, failed: 0, alreadyJudged: 0, belowThreshold: 0 });
    const judged = judgeRows(run.runId);
    expect(judged.rows.length).toBe(gradable.length * JUDGE_CRITERIA.length);
    expect(judged.rows.every((r) => [1, 2, 3].includes(r.value) && r.reason.length > 0 && r.verdict === "pass")).toBe(true);

    // Stricter than anything the judge gave: every judged QA is rejected, with the criterion named.
    await core.services.settings.update({ judgeThresholds: { relevance: 1, agnosticism: 1, completeness: 1, accuracy: 1, reasonableness: 3 } });
    const lowest = judged.rows.filter((r) => r.metric === "reasonableness" && r.value < 3).map((r) => r.qaId);
    const second = await core.services.judge.evaluate({ runId: run.runId, judgeModel: String(judgeId) });
    expect(second).toMatchObject({ total: 0, done: 0, alreadyJudged: gradable.length });
    const after = judgeRows(run.runId);
    for (const id of lowest) {
      expect(after.qas.find((q) => q.id === id)!.verdict).toBe("rejected");
      expect(after.rows.find((r) => r.qaId === id && r.metric === "reasonableness")!.verdict).toBe("fail");
    }
    // Unchanged values and reasons: nothing was judged again.
    expect(after.rows.map((r) => [r.qaId, r.metric, r.value, r.reason])).toEqual(judged.rows.map((r) => [r.qaId, r.metric, r.value, r.reason]));
  }, 900_000);

  it("judging a selection from Review refreshes the stored report of the run those QAs came from", async () => {
    const run = await generate(false);
    const gradable = judgeRows(run.runId).qas.filter((q) => !q.negative);
    const stored = runReportPath(dataDir, run.runId);
    // The run's report is stored after its final event; wait for it as the Report view would find it.
    await vi.waitFor(() => expect(fs.existsSync(stored)).toBe(true), { timeout: 120_000, interval: 200 });
    const picked = gradable.slice(0, Math.max(1, Math.floor(gradable.length / 2))).map((q) => q.id);
    await core.services.judge.evaluate({ qaIds: picked, judgeModel: String(judgeId) });
    const report = await core.services.report.forRun(run.runId);
    expect(report.judge.map((j) => j.scored)).toEqual(JUDGE_CRITERIA.map(() => picked.length));
  }, 900_000);
});
