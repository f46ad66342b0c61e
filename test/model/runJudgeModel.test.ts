// A run names a judge and an embedding model other than its generator: they are stored in the
// run's own columns, the generator writes the QAs, the judge grades them after generation, and
// the finished run keeps its report.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JUDGE_CRITERIA } from "../../src-main/contract/judge.ts";
import type { DatasetReport } from "../../src-main/contract/report.ts";
import { runReportPath } from "../../src-main/core/report/reportFiles.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let core: Core | undefined;

afterEach(async () => {
  await core?.closeAsync();
  core = undefined;
});

describe("a run with its own judge model", () => {
  it("stores the judge and embedder beside the generator, generates, and gives the embedder back at the end", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const generatorFile = writeTinyModel(dir, "writer.gguf", { contextLength: 8192 });
    const judgeFile = writeTinyModel(dir, "judge.gguf", { contextLength: 8192, seed: 9 });
    const embedderFile = path.join(dir, "embedder.gguf");
    fs.copyFileSync(judgeFile, embedderFile);
    core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    const { models, runs, imports } = core.services;
    await imports.importPapers([pdfs.twoColumn]);
    const writer = (await models.add(generatorFile, { name: "writer" })).model;
    const judge = (await models.add(judgeFile, { name: "judge", role: "judge" })).model;

    const final = await runs.generate({
      strategy: "retchem",
      model: String(writer.id),
      judgeModel: String(judge.id),
      // A path is registered on first use, as for the generator.
      embedderModel: embedderFile,
      lanes: 1,
      perplexityShift: false,
      settings: { factual: 1, reasoning: 0, trueFalse: 0, synthesis: false },
    });
    expect(final.status).toBe("completed");
    const run = await runs.getRun(final.runId);
    const embedder = (await models.list()).find((m) => m.name === "embedder")!;
    expect(run).toMatchObject({ modelId: writer.id, judgeModelId: judge.id, embedderModelId: embedder.id, model: { name: "writer" } });
    expect(run.qas.total).toBeGreaterThan(0);
    // Engine settings are the run's own, not mixed into the strategy's.
    expect(run.engine).toMatchObject({ lanes: 1, perplexityShift: false, contextSizeUsed: 8192 });
    expect(Object.keys(run.settings)).not.toContain("_engine");
    // The judge judged after generation; its lease and the embedder's ended with the run: nothing is held,
    // the embedder is unloaded, and the generator and judge stay loaded idle for a resume.
    expect(core.modelHost.loaded().map((m) => m.file).sort()).toEqual([path.resolve(generatorFile), path.resolve(judgeFile)].sort());
    expect(core.modelHost.loaded().every((m) => m.holders.length === 0)).toBe(true);

    // The finished run keeps its report in the data folder, with the judge's scores in it; it is
    // written after the run's final event, so wait for it (generously: the machine may be busy).
    const reportFile = runReportPath(path.join(dir, "data"), final.runId);
    await vi.waitFor(() => expect(fs.existsSync(reportFile)).toBe(true), { timeout: 120_000, interval: 200 });
    const stored = JSON.parse(fs.readFileSync(reportFile, "utf8")) as DatasetReport;
    expect(stored.counts.qas).toBe(run.qas.total);
    expect(stored.judge.map((j) => j.criterion).sort()).toEqual([...JUDGE_CRITERIA].sort());
  });
});
