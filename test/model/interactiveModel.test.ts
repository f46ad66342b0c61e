// Loading a model from the Models view, on the suite's tiny model: progress events, the state,
// runs reusing the loaded model, a run on another model taking its place, and runtime settings.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEvent } from "../../src-main/contract/events.ts";
import type { ModelLoadState } from "../../src-main/contract/llm.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { collectEvents, runEnded } from "./support/collectEvents.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let core: Core | undefined;

afterEach(async () => {
  await core?.closeAsync();
  core = undefined;
});

const loadStates = (all: readonly AppEvent[]): ModelLoadState[] => all.flatMap((e) => (e.type === "model.load" ? [e.state] : []));

describe("loading a model for interactive use", () => {
  it("publishes loading then loaded, reports the state, is reused by a run on the same file, and unloads", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const file = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    const { llm, models, runs } = core.services;
    const events = collectEvents(core.events);
    const { model } = await models.add(file, { name: "tiny" });
    expect(await llm.loadState()).toMatchObject({ status: "idle", modelId: null });

    const loaded = await llm.loadModel({ modelId: model.id, gpuLayers: 0, contextSize: 2048 });
    expect(loaded).toEqual({ status: "loaded", modelId: model.id, name: "tiny", progress: 1, gpuLayers: 0, contextSize: 2048, error: null });
    expect(await llm.loadState()).toEqual(loaded);
    const states = loadStates(events.all);
    expect(states[0]).toMatchObject({ status: "loading", modelId: model.id, name: "tiny" });
    expect(states.at(-1)).toEqual(loaded);
    expect(states.slice(0, -1).every((s) => s.status === "loading")).toBe(true);
    for (let i = 1; i < states.length; i++) expect(states[i]!.progress).toBeGreaterThanOrEqual(states[i - 1]!.progress);

    // Asking again for the same load answers from the state, without loading anything.
    const host = core.modelHost;
    const inMemory = host.loaded();
    expect(inMemory).toMatchObject([{ file: path.resolve(file), gpuLayers: 0, holders: [{ kind: "interactive" }] }]);
    expect(await llm.loadModel({ modelId: model.id, gpuLayers: 0, contextSize: 2048 })).toEqual(loaded);
    expect(host.loaded()).toEqual(inMemory);

    // A run on the same model uses it as loaded (GPU layers 0, where a run alone would ask for "auto").
    await core.services.imports.importPapers([pdfs.twoColumn]);
    const started = await runs.startRun({ strategy: "retchem", model: String(model.id), lanes: 1, perplexityShift: false, settings: { factual: 1, reasoning: 0, trueFalse: 0, synthesis: false } });
    await events.next(runEnded(started.runId, "completed"));
    expect(host.loaded()).toEqual(inMemory);
    expect(await llm.loadState()).toEqual(loaded);

    const before = events.all.length;
    expect(await llm.unloadModel()).toMatchObject({ status: "idle", modelId: null, progress: 0 });
    expect(host.loaded()).toEqual([]);
    expect(loadStates(events.all.slice(before))).toEqual([await llm.loadState()]);
    expect(await llm.unloadModel()).toMatchObject({ status: "idle" });
    events.stop();
  });

  it("goes back to idle when a run on another model takes its place, and refuses to swap a model a run is using", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const first = writeTinyModel(dir, "first.gguf", { contextLength: 8192 });
    const second = path.join(dir, "second.gguf");
    fs.copyFileSync(first, second);
    core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    const { llm, models, runs } = core.services;
    await core.services.imports.importPapers([pdfs.twoColumn]);
    const events = collectEvents(core.events);
    const a = (await models.add(first, { name: "first" })).model;
    const b = (await models.add(second, { name: "second" })).model;
    await llm.loadModel({ modelId: a.id });

    let refused: Promise<unknown> | undefined;
    let runId = 0;
    const stop = core.events.subscribe((e) => {
      if (e.type === "run.progress" && e.progress.runId === runId && !refused) {
        refused = Promise.all([llm.loadModel({ modelId: a.id }), llm.unloadModel()].map((p) => p.then(() => "done", (error: Error) => error.name)));
      }
    });
    const started = await runs.startRun({ strategy: "retchem", model: String(b.id), lanes: 1, perplexityShift: false, settings: { factual: 1, reasoning: 1, trueFalse: 0, synthesis: false } });
    runId = started.runId;
    await events.next(runEnded(runId, "completed"));
    stop();
    // While the run generated with "second", "first" could not be loaded back (unloading had nothing of ours left).
    expect(await refused).toEqual(["ModelInUseError", "done"]);
    expect(await llm.loadState()).toMatchObject({ status: "idle" });
    expect(loadStates(events.all).map((s) => s.status)).toContain("idle");
    expect(core.modelHost.loaded().map((m) => m.file)).toEqual([path.resolve(second)]);

    await expect(llm.loadModel({ modelId: 999 })).rejects.toMatchObject({ name: "ModelNotFoundError" });
    fs.rmSync(first);
    await expect(llm.loadModel({ modelId: a.id })).rejects.toMatchObject({ name: "ModelLoadError" });
    expect(await llm.loadState()).toMatchObject({ status: "failed", modelId: a.id, error: { name: "ModelLoadError" } });
    expect(await llm.unloadModel()).toMatchObject({ status: "idle", error: null });
    events.stop();
  });
});

describe("the runtime's settings", () => {
  it("starts llama.cpp with the stored settings and restarts it when they change while it is idle", async () => {
    const dir = tempDir();
    const file = writeTinyModel(dir);
    const dataDir = path.join(dir, "data");
    const setup = createCore(withSuiteInstallSecret({ dataDir }));
    await setup.services.settings.update({ runtime: { backend: "cpu", threads: TEST_THREADS } });
    setup.close();

    // No runtime options here: the stored ones apply.
    core = createCore(withSuiteInstallSecret({ dataDir }));
    const first = await core.llmRuntime();
    expect((await first.info()).threads).toBe(TEST_THREADS);
    await core.services.settings.update({ runtime: { threads: TEST_THREADS + 1 } });
    const second = await core.llmRuntime();
    expect(second).not.toBe(first);
    expect(second.threads).toBe(TEST_THREADS + 1);

    // With a model loaded in the Models view the runtime is kept; the change waits for a restart.
    const { model } = await core.services.models.add(file);
    await core.services.llm.loadModel({ modelId: model.id });
    await core.services.settings.update({ runtime: { threads: TEST_THREADS } });
    expect(await core.llmRuntime()).toBe(second);
    expect(await core.services.llm.loadState()).toMatchObject({ status: "loaded" });
  });
});
