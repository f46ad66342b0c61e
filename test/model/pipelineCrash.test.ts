import { spawn } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import { startRun } from "../../src-main/core/pipeline/jobs/startRun.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";

const CHILD = path.join(import.meta.dirname, "../support/pipelineChild.ts");

/** Runs the child; kills it with SIGKILL `killAfterMs` after it reports ready (never when null). */
function runChild(file: string, model: string, runId: number, killAfterMs: number | null): Promise<{ killed: boolean; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, file, model, String(runId)], { stdio: ["ignore", "pipe", "pipe"] });
    const lines: string[] = [];
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.on("data", (d: Buffer) => {
      for (const line of d.toString().split("\n").filter(Boolean)) {
        lines.push(line);
        if (line === "ready" && killAfterMs !== null) setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      }
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve({ killed: true, lines });
      else if (code === 0) resolve({ killed: false, lines });
      else reject(new Error(`child failed (${code}): ${stderr}`));
    });
  });
}

function snapshot(file: string, runId: number) {
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

describe("a generation run killed with SIGKILL and resumed", () => {
  it("ends with the same QA set as an uninterrupted run, no duplicates, and a sound file", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    const file = path.join(dir, "library.sqlite");
    const db = openDatabase(file);
    const papers = (await importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
    // RetChemQA asks for a fixed number of QAs per item, so an item always yields the same count.
    const plan = () => startRun(db, { strategy: "retchem", paperIds: papers, settings: { factual: 2, reasoning: 2, trueFalse: 2, synthesis: false }, model: { id: null, name: "tiny-random-llama", sha256: null, quantization: "F32" }, seed: 5 });
    const reference = plan();
    const interrupted = plan();
    closeDatabase(db);

    const uninterrupted = await runChild(file, model, reference.runId, null);
    expect(uninterrupted.lines.at(-1)).toBe("finished completed");
    const expected = snapshot(file, reference.runId);
    expect(reference.items).toBe(6); // three items for each of the two papers
    expect(expected.qas).toBe(reference.items * 2);

    let kills = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      const { killed } = await runChild(file, model, interrupted.runId, 300 + Math.floor(Math.random() * 2500));
      const state = snapshot(file, interrupted.runId);
      expect(state.integrity).toBe("ok");
      expect(state.duplicates).toBe(0);
      expect(state.orphans).toBe(0); // QAs exist only for items committed as done
      expect(state.unscored).toBe(0); // and never without their scores
      if (!killed) break;
      kills++;
    }
    const resumed = await runChild(file, model, interrupted.runId, null);
    expect(resumed.lines.at(-1)).toBe("finished completed");
    const final = snapshot(file, interrupted.runId);
    expect(kills).toBeGreaterThan(0);
    expect(final).toMatchObject({ integrity: "ok", qas: expected.qas, duplicates: 0, orphans: 0, unscored: 0, status: "completed" });
  });
});
