// The crash test of test/model/pipelineCrash.test.ts with the model behind a loopback
// OpenAI-compatible server: the process driving the run is killed with SIGKILL while requests
// are in flight (the server goes on), and the resumed run ends with the QAs of an uninterrupted
// one, none twice.
import { spawn } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { startRun } from "../../src-main/core/pipeline/jobs/startRun.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { startOpenAiServer, type OpenAiServer } from "../support/openAiServer.ts";
import { tempDir } from "../support/tempDir.ts";

const CHILD = path.join(import.meta.dirname, "../support/remotePipelineChild.ts");
const MODEL_NAME = "tiny/remote-llama";
const runtime = useRuntime();
let server: OpenAiServer | undefined;
let generator: Generator | undefined;
let model: LoadedModel | undefined;

afterAll(async () => {
  await server?.close();
  await generator?.dispose();
  await model?.dispose();
});

function runChild(file: string, runId: number, killAfterMs: number | null): Promise<{ killed: boolean; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, file, server!.baseUrl, MODEL_NAME, String(runId)], { stdio: ["ignore", "pipe", "pipe"] });
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
  const status = db.prepare("SELECT status FROM runs WHERE id = ?").pluck().get(runId);
  db.close();
  return { integrity, qas, duplicates, orphans, status };
}

describe("a run on a remote model killed with SIGKILL and resumed", () => {
  it("ends with the same QA count as an uninterrupted run, no duplicates, and a sound file", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
    generator = await model.createGenerator({ contextSize: 8192, sequences: 1 });
    server = await startOpenAiServer(model, generator, { modelName: MODEL_NAME });
    const file = path.join(dir, "library.sqlite");
    const db = openDatabase(file);
    const papers = (await importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
    const plan = () => startRun(db, { strategy: "retchem", paperIds: papers, settings: { factual: 2, reasoning: 2, trueFalse: 2, synthesis: false }, model: { id: null, name: "tiny-remote", sha256: null, quantization: null }, seed: 5 });
    const reference = plan();
    const interrupted = plan();
    closeDatabase(db);

    const uninterrupted = await runChild(file, reference.runId, null);
    expect(uninterrupted.lines.at(-1)).toBe("finished completed");
    const expected = snapshot(file, reference.runId);
    expect(expected.qas).toBe(reference.items * 2);

    let kills = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      const { killed } = await runChild(file, interrupted.runId, 300 + Math.floor(Math.random() * 2500));
      const state = snapshot(file, interrupted.runId);
      expect(state).toMatchObject({ integrity: "ok", duplicates: 0, orphans: 0 });
      if (!killed) break;
      kills++;
    }
    const resumed = await runChild(file, interrupted.runId, null);
    expect(resumed.lines.at(-1)).toBe("finished completed");
    expect(kills).toBeGreaterThan(0);
    expect(snapshot(file, interrupted.runId)).toMatchObject({ integrity: "ok", qas: expected.qas, duplicates: 0, orphans: 0, status: "completed" });
  }, 900_000);
});
