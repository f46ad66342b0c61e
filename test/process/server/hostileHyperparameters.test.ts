import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { HOSTILE_HYPERPARAMETERS, writeHostileModels } from "../../support/hostileHyperparameters.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("distillate serve survives model files llama.cpp asserts on (issue 24)", () => {
  it("runs.checkRun and models.info answer each with a named, plain error, and the server answers the next call", async () => {
    const models = writeHostileModels(tempDir());
    const renderer = tempDir();
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const dataDir = tempDir();
    // A cache of its own, so the trial of the last file really runs (and stops) in a child.
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: renderer, XDG_CACHE_HOME: tempDir() });
    try {
      for (const { name, key, value } of HOSTILE_HYPERPARAMETERS) {
        const file = models.hyperparameters[name];
        const problem = `its ${key} is ${value.toLocaleString("en-US")};`;
        // On the main of issue 24, this one call took the whole server down.
        const check = (await serve.call("runs.checkRun", { strategy: "sciqag", model: file })) as { blockers: { code: string; message: string }[] };
        expect(check.blockers.find((b) => b.code === "model-unreadable")?.message, name).toContain(problem);
        await expect(serve.call("models.info", file), name).rejects.toThrow(`models.info: InvalidHyperparameterError: ${file} cannot be loaded: ${problem}`);
        expect(await serve.call("library.dbInfo"), name).toMatchObject({ path: path.join(dataDir, "library.sqlite") });
      }

      const file = models.vocabularyLlamaStopsOn;
      await expect(serve.call("models.info", file)).rejects.toThrow(/models\.info: LlamaAbortError: .*bert-vocabulary\.gguf stopped llama\.cpp while sizing it for memory \(llama-vocab\.cpp:\d+: fatal error\)/);
      const check = (await serve.call("runs.checkRun", { strategy: "sciqag", model: file })) as { blockers: { code: string; message: string }[] };
      expect(check.blockers.find((b) => b.code === "model-unreadable")?.message).toMatch(/stopped llama\.cpp while reading its tokenizer/);
      await expect(serve.call("llm.generateTest", { model: file, prompt: "Hello" })).rejects.toThrow(/llm\.generateTest: LlamaAbortError/);
      expect(await serve.call("models.list")).toEqual([]);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    expect(serve.stderr()).not.toMatch(/GGML_ASSERT|Aborted/);
  });
});
