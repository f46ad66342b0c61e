import path from "node:path";
import { describe, expect, it } from "vitest";
import { GenerateRequestSchema } from "../../src-main/contract/pipeline.ts";
import { createCore } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

// The perplexity-shift pass mark is `perplexityShiftThreshold`, beside the `perplexityShift`
// toggle; it was `dsePerThreshold`. Scripts may still send the old name and runs stored by an
// older version keep it in their settings: both are read as the new name, so such a run resumes
// scoring against the pass mark it was given. Real inference on the tiny model, real SQLite.

interface DsePerRow {
  qaId: number;
  value: number | null;
  verdict: string;
  reason: string;
}

describe("the perplexity-shift pass mark under its old name", () => {
  it("is stored under the new name when a request sends the old one, and a run stored with the old key resumes with its pass mark", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    const core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: 1 } }));
    try {
      await core.services.imports.importPapers([pdfs.twoColumn]);
      const { runs } = core.services;
      const db = core.db();
      const storedEngine = (runId: number) => JSON.parse(db.prepare("SELECT engine_settings_json FROM runs WHERE id = ?").pluck().get(runId) as string) as Record<string, unknown>;
      const dsePerRows = (runId: number) =>
        db
          .prepare("SELECT s.qa_id AS qaId, s.value, s.verdict, s.reason FROM scores s JOIN qa_items q ON q.id = s.qa_id WHERE q.run_id = ? AND s.metric = 'dseper' AND s.value IS NOT NULL ORDER BY s.qa_id")
          .all(runId) as DsePerRow[];

      // A script's request with the old name, parsed as every transport parses it.
      const request = GenerateRequestSchema.parse({ strategy: "retchem", model, lanes: 1, perplexityShift: true, dsePerThreshold: 0.25, settings: { factual: 1, reasoning: 1, trueFalse: 1, synthesis: false } });
      let runId = 0;
      const paused = await runs.generate(request, {
        onPlanned: (run) => (runId = run.runId),
        onProgress: (p) => {
          if (p.done === 1) void runs.pause(p.runId);
        },
      });
      expect(paused).toMatchObject({ status: "paused", done: 1 });
      const stored = storedEngine(runId);
      expect(stored).toMatchObject({ perplexityShift: true, perplexityShiftThreshold: 0.25 });
      expect(stored).not.toHaveProperty("dsePerThreshold");
      const before = dsePerRows(runId);
      for (const row of before) expect(row.reason).toContain("it must rise by more than 0.25");

      // As an older version stored it: the same run, its pass mark under the old key.
      const { perplexityShiftThreshold: _today, ...older } = stored;
      db.prepare("UPDATE runs SET engine_settings_json = ? WHERE id = ?").run(JSON.stringify({ ...older, dsePerThreshold: 0.75 }), runId);
      const summary = await runs.getRun(runId);
      expect(summary.engine).toMatchObject({ perplexityShiftThreshold: 0.75 });
      expect(summary.engine).not.toHaveProperty("dsePerThreshold");

      const resumed = await runs.resume(runId);
      expect(resumed).toMatchObject({ status: "completed", done: 3 });
      const seen = new Set(before.map((row) => row.qaId));
      const after = dsePerRows(runId).filter((row) => !seen.has(row.qaId));
      expect(after.length).toBeGreaterThan(0);
      for (const row of after) {
        expect(row.reason).toContain("it must rise by more than 0.75");
        expect(row.verdict).toBe(row.value! > 0.75 ? "pass" : "fail");
      }
      // Resuming wrote no engine option under a new name beside the old one: the stored run stays as it was.
      expect(storedEngine(runId)).not.toHaveProperty("perplexityShiftThreshold");
    } finally {
      core.close();
    }
  }, 900_000);
});
