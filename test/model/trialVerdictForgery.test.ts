import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { ModelTrials } from "../../src-main/core/llm/trials/ModelTrials.ts";
import { writeHostileModels } from "../support/hostileHyperparameters.ts";
import { TEST_THREADS } from "../support/llmFixtures.ts";
import { REPO_ROOT } from "../support/runCliProcess.ts";
import { tempDir } from "../support/tempDir.ts";

// Issue 35, item 4: a kept trial verdict decides whether a model file is loaded into the app's own
// process, where a file llama.cpp aborts on ends it. On the main before the fix a verdict file
// rewritten as {"kind":"passed"} made generate-test abort (exit 134); a FIFO at its name hung the
// process (SIGTERM did not end it) and a link to /dev/zero grew it by gigabytes.

const cpu = { backend: "cpu", gpuLayers: "auto" } as const;
const aborted = { name: "LlamaAbortError", step: "estimate" };

/** The CLI in a child process, so an abort by llama.cpp ends that process and not this one; bounded in time. */
function cli(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { encoding: "utf8", env: { ...process.env, ...env }, timeout: 5 * 60_000 });
  return { code: result.status, signal: result.signal, stderr: result.stderr };
}

/** The verdict files kept in `dir` (nothing else is there but them). */
function verdictFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => name.endsWith(".json")).map((name) => path.join(dir, name));
}

describe("kept trial verdicts are believed only when this installation wrote them for this file (issue 35)", () => {
  it("a verdict rewritten as passed does not load a file llama.cpp aborts on: it is tried again in a child and refused, exit 1, never SIGABRT", () => {
    const { vocabularyLlamaStopsOn: file } = writeHostileModels(tempDir());
    const dataDir = tempDir();
    const cache = tempDir();
    const env = { XDG_CACHE_HOME: cache };
    const args = ["generate-test", "--model", file, "--prompt", "Hello", "--max-tokens", "4", "--json", "--data-dir", dataDir];
    const first = cli(args, env);
    expect(first.code, first.stderr).toBe(1);
    const kept = verdictFiles(path.join(cache, "distillate", "model-trials"));
    expect(kept.length).toBeGreaterThan(0);
    for (const verdict of kept) fs.writeFileSync(verdict, JSON.stringify({ kind: "passed" }));
    const forged = cli(args, env);
    expect(forged.signal).toBeNull();
    expect(forged.code, forged.stderr).toBe(1);
    expect(forged.stderr).not.toMatch(/Aborted|core dumped/);
    const error = JSON.parse(forged.stderr.trim().split("\n").at(-1)!).error;
    expect(error).toMatchObject({ name: "LlamaAbortError", message: expect.stringMatching(/bert-vocabulary\.gguf stopped llama\.cpp .*This was a trial in a separate process/) });
  });

  it("an edited verdict, another file's verdict in its place, and one written by another installation each mean: tried again", async () => {
    const models = writeHostileModels(tempDir());
    const file = models.vocabularyLlamaStopsOn;
    const demo = path.join(path.dirname(file), "demo.gguf");
    const dir = tempDir();
    const secretDir = tempDir();
    const first = new ModelTrials({ dir, secretDir });
    await expect(first.ensure({ file, use: "estimate", ...cpu })).rejects.toMatchObject(aborted);
    const [hostileVerdict] = verdictFiles(dir);
    await first.ensure({ file: demo, use: "estimate", ...cpu });
    const demoVerdict = verdictFiles(dir).find((name) => name !== hostileVerdict)!;
    expect(first.childrenStarted).toBe(2);

    // The demo's pass, copied over the hostile file's verdict.
    fs.copyFileSync(demoVerdict, hostileVerdict!);
    const copied = new ModelTrials({ dir, secretDir });
    await expect(copied.ensure({ file, use: "estimate", ...cpu })).rejects.toMatchObject(aborted);
    expect(copied.childrenStarted).toBe(1);

    // The verdict edited in place to say it passed.
    const text = fs.readFileSync(hostileVerdict!, "utf8");
    fs.writeFileSync(hostileVerdict!, text.replace(/\\?"aborted\\?"/g, (quoted) => quoted.replace("aborted", "passed")));
    const edited = new ModelTrials({ dir, secretDir });
    await expect(edited.ensure({ file, use: "estimate", ...cpu })).rejects.toMatchObject(aborted);
    expect(edited.childrenStarted).toBe(1);

    // Another installation (another data folder) sharing the cache folder trusts none of them.
    const foreign = new ModelTrials({ dir, secretDir: tempDir() });
    await foreign.ensure({ file: demo, use: "estimate", ...cpu });
    await expect(foreign.ensure({ file, use: "estimate", ...cpu })).rejects.toMatchObject(aborted);
    expect(foreign.childrenStarted).toBe(2);
    // While this installation's own verdicts still hold.
    const later = new ModelTrials({ dir, secretDir });
    await later.ensure({ file: demo, use: "estimate", ...cpu });
    expect(later.childrenStarted).toBe(0);
  });

  it("a FIFO, a link to /dev/zero or a truncated file at a verdict's name is no verdict: tried again at once, nothing hangs or grows", async () => {
    const { vocabularyLlamaStopsOn: file } = writeHostileModels(tempDir());
    const dir = tempDir();
    const secretDir = tempDir();
    await expect(new ModelTrials({ dir, secretDir }).ensure({ file, use: "estimate", ...cpu })).rejects.toMatchObject(aborted);
    const [verdict] = verdictFiles(dir);
    const planted = [
      () => execFileSync("mkfifo", [verdict!]),
      () => fs.symlinkSync("/dev/zero", verdict!),
      () => fs.writeFileSync(verdict!, '{"facts":"'),
    ];
    for (const plant of planted) {
      fs.rmSync(verdict!, { force: true });
      plant();
      const trials = new ModelTrials({ dir, secretDir });
      const rssBefore = process.memoryUsage().rss;
      await expect(trials.ensure({ file, use: "estimate", ...cpu })).rejects.toMatchObject(aborted);
      expect(trials.childrenStarted).toBe(1);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
    }
  });

  it("a file where the verdicts' folder belongs: every model is still tried in a child, a good one loads and a bad one is refused", async () => {
    const models = writeHostileModels(tempDir());
    const demo = path.join(path.dirname(models.vocabularyLlamaStopsOn), "demo.gguf");
    const dir = path.join(tempDir(), "model-trials");
    fs.writeFileSync(dir, "not a folder");
    const trials = new ModelTrials({ dir, secretDir: tempDir() });
    const runtime = await createLlamaRuntime({ backend: "cpu", threads: TEST_THREADS, trials });
    try {
      await expect(runtime.loadModel({ file: models.vocabularyLlamaStopsOn })).rejects.toMatchObject({ name: "LlamaAbortError" });
      const loaded = await runtime.loadModel({ file: demo });
      expect(loaded.trainContextSize).toBeGreaterThan(0);
      await loaded.dispose();
      expect(trials.childrenStarted).toBe(2);
      expect(fs.readFileSync(dir, "utf8")).toBe("not a folder");
    } finally {
      await runtime.dispose();
    }
  });
});
