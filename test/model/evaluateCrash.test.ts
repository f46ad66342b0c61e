// `evaluate` killed with SIGKILL mid-way and started again: no finished judgement is lost, no QA
// is judged twice, and every QA ends with all five criteria stored.
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { JUDGE_CRITERIA } from "../../src-main/contract/judge.ts";
import { createCore } from "../../src-main/core/createCore.ts";
import { DATABASE_FILE_NAME } from "../../src-main/core/system/dataDir.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { runChild } from "./support/killedRun.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

const CHILD = path.join(import.meta.dirname, "../support/evaluateChild.ts");

/** Runs the child; kills it with SIGKILL `killAfterMs` after its first stored judgement (never when null). */
function runEvaluateChild(dataDir: string, judge: number, runId: number, killAfterMs: number | null) {
  return runChild(CHILD, [dataDir, String(judge), String(runId)], killAfterMs, (line) => line.startsWith("judged"));
}

/** Every judge row of the run's QAs, keyed "qa/metric", with the time it was written. */
function judgeRows(dataDir: string, runId: number) {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  const integrity = db.pragma("integrity_check", { simple: true });
  const rows = db
    .prepare(`SELECT s.qa_id AS qaId, s.metric, s.value, s.created_at AS at FROM scores s JOIN qa_items q ON q.id = s.qa_id WHERE q.run_id = ? AND s.scorer LIKE 'judge:%'`)
    .all(runId) as { qaId: number; metric: string; value: number; at: string }[];
  const qas = db.prepare(`SELECT id FROM qa_items WHERE run_id = ? AND is_negative = 0`).pluck().all(runId) as number[];
  db.close();
  return { integrity, rows: new Map(rows.map((r) => [`${r.qaId}/${r.metric}`, `${r.value}@${r.at}`])), perQa: (id: number) => rows.filter((r) => r.qaId === id).length, qas };
}

describe("evaluate killed with SIGKILL and started again", () => {
  it("keeps every finished judgement, judges no QA twice and ends with every QA judged", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const dataDir = path.join(dir, "data");
    const core = createCore(withSuiteInstallSecret({ dataDir, llm: { backend: "cpu", threads: TEST_THREADS } }));
    const papers = (await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
    const writer = (await core.services.models.add(writeTinyModel(dir, "writer.gguf", { contextLength: 8192 }), { name: "writer" })).model.id;
    const judge = (await core.services.models.add(writeTinyModel(dir, "judge.gguf", { contextLength: 8192, seed: 9 }), { name: "judge", role: "judge" })).model.id;
    const run = await core.services.runs.generate({ strategy: "retchem", model: String(writer), paperIds: papers, lanes: 1, perplexityShift: false, settings: { factual: 4, reasoning: 0, trueFalse: 0, synthesis: false } });
    await core.services.models.info(judge); // hashed now, so the child does not hash it first
    await core.closeAsync();

    let earlier = judgeRows(dataDir, run.runId).rows;
    expect(earlier.size).toBe(0);
    let kills = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { killed } = await runEvaluateChild(dataDir, judge, run.runId, 200 + Math.floor(Math.random() * 1500));
      const state = judgeRows(dataDir, run.runId);
      expect(state.integrity).toBe("ok");
      // A judgement is stored whole or not at all, and one stored before is never rewritten.
      for (const id of state.qas) expect([0, JUDGE_CRITERIA.length]).toContain(state.perQa(id));
      for (const [key, value] of earlier) expect(state.rows.get(key)).toBe(value);
      earlier = state.rows;
      if (!killed) break;
      kills++;
    }
    // Every attempt may have been killed (a child's start can outlast its kill on a busy machine):
    // the last run judges exactly the QAs left, and none twice.
    const before = judgeRows(dataDir, run.runId);
    const judgedBefore = before.qas.filter((id) => before.perQa(id) === JUDGE_CRITERIA.length).length;
    const last = await runEvaluateChild(dataDir, judge, run.runId, null);
    const final = judgeRows(dataDir, run.runId);
    for (const [key, value] of earlier) expect(final.rows.get(key)).toBe(value);
    expect(final.qas.length).toBeGreaterThan(3);
    for (const id of final.qas) expect(final.perQa(id)).toBe(JUDGE_CRITERIA.length);
    expect(last.lines.at(-1)).toBe(`finished completed ${final.qas.length - judgedBefore} ${judgedBefore}`);
    console.log(`evaluate was killed ${kills} time(s) mid-way over ${final.qas.length} QAs`);
    expect(kills).toBeGreaterThan(0);
  }, 1_200_000);
});
