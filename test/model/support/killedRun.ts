import { spawn } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { expect } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { importPapers } from "../../../src-main/core/documents/importPapers.ts";
import { storeRunPlan, type RunPlanOptions } from "../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";

// The crash tests' harness: a child process (test/support/*Child.ts) drives a run and prints a
// line per step, the parent kills it with SIGKILL at a random moment, starts it again, and reads
// the database file as it was left.

export interface ChildOutcome {
  /** True when the child died of our SIGKILL; false when it exited 0. */
  killed: boolean;
  lines: string[];
  /** Milliseconds from the first line `armOn` accepts to the child's end (null when none was). */
  ranMs: number | null;
}

/**
 * Runs `node <script> ...args`; kills it with SIGKILL `killAfterMs` after the first line `armOn`
 * accepts (never when `killAfterMs` is null). Rejects when the child fails on its own.
 */
export function runChild(script: string, args: readonly string[], killAfterMs: number | null, armOn: (line: string) => boolean = (line) => line === "ready"): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const lines: string[] = [];
    let stderr = "";
    let armed = false;
    let armedAt: number | null = null;
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.on("data", (d: Buffer) => {
      for (const line of d.toString().split("\n").filter(Boolean)) {
        lines.push(line);
        if (!armed && armOn(line)) {
          armed = true;
          armedAt = performance.now();
          if (killAfterMs !== null) setTimeout(() => child.kill("SIGKILL"), killAfterMs);
        }
      }
    });
    child.on("exit", (code, signal) => {
      const ranMs = armedAt === null ? null : performance.now() - armedAt;
      if (signal === "SIGKILL") resolve({ killed: true, lines, ranMs });
      else if (code === 0) resolve({ killed: false, lines, ranMs });
      else reject(new Error(`child failed (${code}): ${stderr}`));
    });
  });
}

/** What a crash may never break, read from the file as the killed process left it. */
export function runSnapshot(file: string, runId: number) {
  const db = new Database(file, { readonly: true });
  const integrity = db.pragma("integrity_check", { simple: true });
  const qas = db.prepare("SELECT count(*) FROM qa_items WHERE run_id = ?").pluck().get(runId) as number;
  const duplicates = db.prepare("SELECT count(*) FROM (SELECT work_item_id, ordinal FROM qa_items WHERE run_id = ? GROUP BY 1, 2 HAVING count(*) > 1)").pluck().get(runId) as number;
  const orphans = db.prepare("SELECT count(*) FROM qa_items q WHERE run_id = ? AND NOT EXISTS (SELECT 1 FROM work_items w WHERE w.id = q.work_item_id AND w.status = 'done')").pluck().get(runId) as number;
  const unscored = db.prepare("SELECT count(*) FROM qa_items q WHERE run_id = ? AND NOT EXISTS (SELECT 1 FROM scores s WHERE s.qa_id = q.id)").pluck().get(runId) as number;
  const status = db.prepare("SELECT status FROM runs WHERE id = ?").pluck().get(runId);
  db.close();
  return { integrity, qas, duplicates, orphans, unscored, status };
}

export type RunSnapshot = ReturnType<typeof runSnapshot>;

/**
 * A library of the two generated papers in `dir` with two identical RetChemQA runs planned: one
 * to run through, one to kill. RetChemQA asks for a fixed number of QAs per item (two here), so
 * an item always yields the same count.
 */
export async function planTwinRuns(dir: string, model: RunPlanOptions["model"]) {
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  const file = path.join(dir, "library.sqlite");
  const db = openDatabase(file);
  const papers = (await importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
  const plan = () => storeRunPlan(db, { strategy: "retchem", paperIds: papers, settings: { factual: 2, reasoning: 2, trueFalse: 2, synthesis: false }, model, seed: 5 });
  const reference = plan();
  const interrupted = plan();
  closeDatabase(db);
  return { file, reference, interrupted };
}

/**
 * Runs the reference run through, then kills the interrupted one up to six times (each state
 * left must match `sound`) and lets it finish: it ends with the reference's QA count, none twice.
 * `child` runs the child process on a run, killing it as runChild does.
 */
export async function expectKilledRunEndsLikeUninterrupted(options: {
  file: string;
  reference: { runId: number; items: number };
  interrupted: { runId: number };
  child: (runId: number, killAfterMs: number | null) => Promise<ChildOutcome>;
  sound: Partial<RunSnapshot>;
}) {
  const { file, reference, interrupted, child, sound } = options;
  const uninterrupted = await child(reference.runId, null);
  expect(uninterrupted.lines.at(-1)).toBe("finished completed");
  const expected = runSnapshot(file, reference.runId);
  expect(expected.qas).toBe(reference.items * 2);

  // Kill moments are drawn from the uninterrupted run's own length, not fixed milliseconds: on a
  // quick machine a remote run can finish in under a second, and a kill timed after its end never
  // happens (a run of CI did exactly that). The first kill falls in the first half of the run.
  const runMs = uninterrupted.ranMs ?? 1000;
  let kills = 0;
  for (let attempt = 0; attempt < 6; attempt++) {
    const share = attempt === 0 ? 0.05 + Math.random() * 0.45 : 0.05 + Math.random() * 0.9;
    const { killed } = await child(interrupted.runId, Math.floor(runMs * share));
    expect(runSnapshot(file, interrupted.runId)).toMatchObject(sound);
    if (!killed) break;
    kills++;
  }
  const resumed = await child(interrupted.runId, null);
  expect(resumed.lines.at(-1)).toBe("finished completed");
  expect(kills).toBeGreaterThan(0);
  expect(runSnapshot(file, interrupted.runId)).toMatchObject({ ...sound, qas: expected.qas, status: "completed" });
}
