import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ModelHost } from "../../src-main/core/llm/host/ModelHost.ts";
import { LlamaBackend } from "../../src-main/core/llm/host/LlamaBackend.ts";
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { ModelTrials } from "../../src-main/core/llm/trials/ModelTrials.ts";
import { writeHostileModels } from "../support/hostileHyperparameters.ts";
import { TEST_THREADS, TINY_RANDOM_BERT, sharedModelAvailable } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";

const cpu = { backend: "cpu", gpuLayers: "auto" } as const;

describe("model trials: each model file is tried in a process of its own before llama.cpp reads it here", () => {
  it("a file llama.cpp stops on becomes LlamaAbortError naming the step and llama.cpp's assertion; this process goes on, and the verdict is kept", async () => {
    const { vocabularyLlamaStopsOn: file } = writeHostileModels(tempDir());
    const dir = tempDir();
    const secretDir = tempDir();
    const trials = new ModelTrials({ dir, secretDir });
    const aborted = { name: "LlamaAbortError", file, step: "estimate", assertion: expect.stringMatching(/^llama-vocab\.cpp:\d+: fatal error$/) };
    await expect(trials.ensure({ file, use: "generation", ...cpu })).rejects.toMatchObject(aborted);
    expect(trials.childrenStarted).toBe(1);
    // The message names the file and what llama.cpp said, never where llama.cpp was built.
    await expect(trials.ensure({ file, use: "generation", ...cpu })).rejects.toThrow(/bert-vocabulary\.gguf stopped llama\.cpp while sizing it for memory \(llama-vocab\.cpp:\d+: fatal error\)\. This was a trial in a separate process/);
    await expect(trials.ensure({ file, use: "generation", ...cpu })).rejects.not.toThrow(/home|runner|\/src\//);
    expect(trials.childrenStarted).toBe(1);
    // Another process (a later CLI call) reads the verdict instead of trying again.
    const later = new ModelTrials({ dir, secretDir });
    await expect(later.ensure({ file, use: "generation", ...cpu })).rejects.toMatchObject(aborted);
    expect(later.childrenStarted).toBe(0);
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it("a good model passes once per use and settings, copies of it included; a runtime with trials loads it, and refuses the one llama.cpp stops on", async () => {
    const models = writeHostileModels(tempDir());
    const demo = path.join(path.dirname(models.vocabularyLlamaStopsOn), "demo.gguf");
    const trials = new ModelTrials({ dir: tempDir(), secretDir: tempDir() });
    const runtime = await createLlamaRuntime({ backend: "cpu", threads: TEST_THREADS, trials });
    try {
      await expect(runtime.loadModel({ file: models.vocabularyLlamaStopsOn })).rejects.toMatchObject({ name: "LlamaAbortError", step: "estimate" });
      const loaded = await runtime.loadModel({ file: demo });
      expect(trials.childrenStarted).toBe(2);
      const generator = await loaded.createGenerator({ contextSize: 256 });
      expect((await generator.generate({ messages: [{ role: "user", content: "hello" }], maxTokens: 4 })).tokens).toBeGreaterThan(0);
      expect(trials.childrenStarted).toBe(2);
      // A context of the other kind is tried before it is made here.
      const embedder = await loaded.openEmbedder({ contextSize: 64 });
      expect(trials.childrenStarted).toBe(3);
      expect((await embedder.embed(["a text"]))[0]).toHaveLength(32);
      await embedder.dispose();
      await generator.dispose();
      await loaded.dispose();
      // The same header under another name and time: the verdict holds.
      const copy = path.join(tempDir(), "copy.gguf");
      fs.copyFileSync(demo, copy);
      await trials.ensure({ file: copy, use: "generation", ...cpu });
      expect(trials.childrenStarted).toBe(3);
      // Other GPU layers are another trial.
      await trials.ensure({ file: copy, use: "generation", backend: "cpu", gpuLayers: 0 });
      expect(trials.childrenStarted).toBe(4);
    } finally {
      await runtime.dispose();
    }
  });

  it.runIf(sharedModelAvailable(TINY_RANDOM_BERT))("an embedding lease on the model host tries the file for embeddings, through the estimate the host makes first", async () => {
    const trials = new ModelTrials({ dir: tempDir(), secretDir: tempDir() });
    const runtime = await createLlamaRuntime({ backend: "cpu", threads: TEST_THREADS, trials });
    const host = new ModelHost({ backend: async () => new LlamaBackend(runtime) });
    try {
      const lease = await host.acquire("embedding", TINY_RANDOM_BERT, { holder: { kind: "similarity" } });
      expect(trials.childrenStarted).toBe(1);
      const embedder = await lease.model.openEmbedder!({});
      expect(trials.childrenStarted).toBe(1);
      expect((await embedder.embed(["a text"]))[0]).toHaveLength(32);
      await embedder.dispose();
      lease.release();
    } finally {
      await host.dispose();
      await runtime.dispose();
    }
  });

  it("a trial cut short is stopped with its process, and tried again next time", async () => {
    const { vocabularyLlamaStopsOn } = writeHostileModels(tempDir());
    const demo = path.join(path.dirname(vocabularyLlamaStopsOn), "demo.gguf");
    const trials = new ModelTrials({ dir: tempDir(), secretDir: tempDir() });
    const stop = new AbortController();
    const tried = trials.ensure({ file: demo, use: "generation", ...cpu }, stop.signal).catch((error: Error) => error);
    // Stopped as its child starts, whatever the machine's speed: a child process cannot run a
    // trial and end within the turn of the event loop that sees it started.
    let settled = false;
    void tried.finally(() => (settled = true));
    while (!settled && trials.childrenStarted === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(trials.childrenStarted).toBe(1);
    stop.abort(new Error("stopped by the test"));
    expect(await tried).toMatchObject({ message: "stopped by the test" });
    // Nothing was kept of it: the next use tries again.
    const before = trials.childrenStarted;
    await trials.ensure({ file: demo, use: "generation", ...cpu });
    expect(trials.childrenStarted).toBe(before + 1);
  });
});
