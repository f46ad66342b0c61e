// A local model file that no longer loads (its bytes overwritten in place, so its size and the
// registry still agree): loading it in the Models view or running on it marks it "failed to load"
// with the reason where models are listed, and a run on it stops before any item with that reason.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeOutcome } from "../../src-main/contract/runOutcome.ts";
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

describe("a local model file that fails to load", () => {
  it("is marked with the reason after a load and after a run, and the run stops before any item", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const file = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    const { llm, models, runs, imports } = core.services;
    const { model } = await models.add(file, { name: "tiny", waitForHash: true });
    expect(await models.availability()).toEqual([]);
    // Same size, other bytes: the registry sees the file "present", llama.cpp cannot read it.
    fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size, 7));

    await expect(llm.loadModel({ modelId: model.id, gpuLayers: 0, contextSize: 2048 })).rejects.toBeTruthy();
    const [marked] = await models.availability();
    expect(marked).toMatchObject({ modelId: model.id, state: "failed" });
    expect(marked!.reason).toMatch(/tiny\.gguf/);

    const [paper] = await imports.importPapers([pdfs.twoColumn]);
    await expect(runs.generate({ strategy: "sciqag", model: String(model.id), paperIds: [paper!.paperId!], lanes: 1, perplexityShift: false })).rejects.toBeTruthy();
    const [run] = await runs.listRuns();
    expect(run).toMatchObject({ status: "failed", items: { pending: 1, failed: 0, done: 0 } });
    expect(run!.error!.message).toBe(marked!.reason);
    expect(describeOutcome(run!.outcome, { total: 1, done: 0, failed: 0, qas: 0, accepted: 0, rejected: 0 })).toBe("Stopped before its one item ran.");
    // The run form says so before the next run.
    const check = await runs.checkRun({ strategy: "sciqag", model: String(model.id), paperIds: [paper!.paperId!] });
    expect(check.warnings.find((w) => w.code === "model-unavailable")?.message).toMatch(/^tiny cannot be used now: /);
  }, 600_000);
});
