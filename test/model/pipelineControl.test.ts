import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCore } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

describe("pausing and cancelling a run through the runs service", () => {
  it("pauses after the items in flight, resumes to the end, and cancels leaving the rest marked", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    const core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: 1 } }));
    try {
      await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
      const { runs } = core.services;
      const request = { strategy: "retchem", model, lanes: 1, perplexityShift: false, settings: { factual: 1, reasoning: 1, trueFalse: 1, synthesis: false } };

      let runId = 0;
      const paused = await runs.generate(request, {
        onPlanned: (run) => (runId = run.runId),
        onProgress: (p) => {
          if (p.done === 1) void runs.pause(p.runId);
        },
      });
      expect(paused).toMatchObject({ status: "paused", done: 1 });
      expect((await runs.getRun(runId)).items).toMatchObject({ done: 1, pending: 5, running: 0 });
      await expect(runs.pause(runId)).rejects.toMatchObject({ name: "RunNotExecutingError", message: expect.stringMatching(/is not running here, so there is nothing to pause/) });

      const resumed = await runs.resume(runId);
      expect(resumed).toMatchObject({ status: "completed", done: 6, qas: 6 });

      let second = 0;
      const cancelled = await runs.generate(request, {
        onPlanned: (run) => (second = run.runId),
        onProgress: (p) => {
          if (p.done === 2) void runs.cancel(p.runId);
        },
      });
      expect(cancelled.status).toBe("cancelled");
      expect((await runs.getRun(second)).items).toMatchObject({ done: 2, pending: 0, running: 0, cancelled: 4 });
    } finally {
      await core.closeAsync();
    }
  });
});
