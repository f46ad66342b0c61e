// GGUF header check: what our bounded check (checkGgufFile, run before node-llama-cpp sees any
// model file) costs next to node-llama-cpp's own header read (readGgufFileInfo) of the same file;
// what its hyperparameter rules add to the header walk, in time and peak memory; and what the
// one-time trial of a model in a child process (core/llm/trials) costs next to doing the same
// steps in this process, and once its verdict is kept.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readGgufFileInfo } from "node-llama-cpp";
import { checkGgufFile } from "../src-main/core/llm/gguf/checkGgufFile.ts";
import { GgufHeaderCheck } from "../src-main/core/llm/gguf/GgufHeaderCheck.ts";
import { GgufWindowReader } from "../src-main/core/llm/gguf/GgufWindowReader.ts";
import { checkHyperparameters } from "../src-main/core/llm/gguf/hyperparameters/checkHyperparameters.ts";
import { writeTinyLlamaGguf } from "../src-main/core/llm/models/tinyLlamaGguf.ts";
import { createLlamaRuntime } from "../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { ModelTrials } from "../src-main/core/llm/trials/ModelTrials.ts";
import { rehearseModel } from "../src-main/core/llm/trials/rehearseModel.ts";
import { HOSTILE_HYPERPARAMETERS, writeHostileModels } from "../test/support/hostileHyperparameters.ts";
import { SHARED_MODELS } from "../test/support/sharedFixtures.ts";
import { fmt, printTable, timeMedianAsync } from "./support.ts";

const RUNS = 30;
const TRIAL_RUNS = 3;
const MiB = 2 ** 20;

/** The header walk alone (the check before the hyperparameter rules), keeping what the rules read. */
async function walkHeader(file: string) {
  const handle = await fs.promises.open(file, "r");
  try {
    const reader = new GgufWindowReader(handle, (await handle.stat()).size);
    await reader.fill(4);
    reader.text(4);
    const check = new GgufHeaderCheck(file, reader);
    await check.run();
    return check.facts;
  } finally {
    await handle.close();
  }
}

/** Peak memory (maxRSS, MiB) of a fresh process that loads the check and checks `file`, or only loads it. */
function peakMiB(file: string, mode: "check" | "baseline"): number {
  const child = spawnSync(process.execPath, [path.join(import.meta.dirname, "ggufCheckPeakChild.ts"), file, mode], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(`the peak-memory child failed: ${child.stderr}`);
  return (JSON.parse(child.stdout) as { maxRssKiB: number }).maxRssKiB / 1024;
}

async function checkFigures(files: string[]): Promise<void> {
  const rows = [];
  for (const file of files) {
    const ours = await timeMedianAsync(RUNS, () => checkGgufFile(file));
    const theirs = await timeMedianAsync(RUNS, () => readGgufFileInfo(file, { logWarnings: false, spliceSplitFiles: false }));
    const walk = await timeMedianAsync(RUNS, () => walkHeader(file));
    const facts = await walkHeader(file);
    const rules = await timeMedianAsync(RUNS * 10, async () => checkHyperparameters(file, facts));
    rows.push({
      file: path.basename(file),
      MiB: fmt(fs.statSync(file).size / MiB, 2),
      "checkGgufFile ms": fmt(ours, 2),
      "readGgufFileInfo ms": fmt(theirs, 2),
      "ratio check / read": fmt(ours / theirs, 2),
      "header walk ms": fmt(walk, 2),
      "hyperparameter rules ms": fmt(rules, 3),
    });
  }
  printTable(`GGUF header: our bounded check (walk + hyperparameter rules) vs node-llama-cpp's reader (median of ${RUNS}; rules of ${RUNS * 10})`, rows);

  const peaks = files.map((file) => {
    const baseline = peakMiB(file, "baseline");
    const checked = peakMiB(file, "check");
    return { file: path.basename(file), "process peak, check loaded only (MiB)": fmt(baseline), "process peak, file checked (MiB)": fmt(checked), "the check adds (MiB)": fmt(checked - baseline) };
  });
  printTable("GGUF header check: peak memory (maxRSS) of a fresh process, beside the same process not checking", peaks);
}

/** One CLI call in a fresh process: its wall time (ms), peak memory (MiB) and exit code. */
function cliCall(args: string[]): { ms: number; peakMiB: number; code: number | null } {
  const peakFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-peak-")), "peak.json");
  const started = performance.now();
  const child = spawnSync(process.execPath, [path.join(import.meta.dirname, "cliPeakChild.ts"), ...args], { encoding: "utf8", env: { ...process.env, DISTILLATE_BENCH_PEAK_FILE: peakFile } });
  const ms = performance.now() - started;
  const { maxRssKiB } = JSON.parse(fs.readFileSync(peakFile, "utf8")) as { maxRssKiB: number };
  fs.rmSync(path.dirname(peakFile), { recursive: true, force: true });
  return { ms, peakMiB: maxRssKiB / 1024, code: child.status };
}

/**
 * The issue-24 files (the demo model with a hyperparameter llama.cpp asserts on): the refusal in
 * this process, and `distillate models info <file>` in a fresh one, beside `distillate models
 * list` on the same library (a CLI call that opens the library and touches no model).
 */
async function refusalFigures(dir: string): Promise<void> {
  const hostileDir = path.join(dir, "hostile");
  fs.mkdirSync(hostileDir);
  const { hyperparameters } = writeHostileModels(hostileDir);
  const dataDir = path.join(dir, "library");
  const baseline = cliCall(["models", "list", "--json", "--data-dir", dataDir]);
  const rows = [{ file: "(models list, baseline)", "refusal in process ms": "-", "CLI models info ms": fmt(baseline.ms), "CLI peak MiB": fmt(baseline.peakMiB), "CLI exit code": String(baseline.code) }];
  for (const { name } of HOSTILE_HYPERPARAMETERS) {
    const file = hyperparameters[name];
    const refusal = await timeMedianAsync(RUNS, () => checkGgufFile(file).then(() => Promise.reject(new Error(`${name} passed the check`)), () => undefined));
    const cli = cliCall(["models", "info", file, "--json", "--data-dir", dataDir]);
    rows.push({ file: `${name}.gguf`, "refusal in process ms": fmt(refusal, 2), "CLI models info ms": fmt(cli.ms), "CLI peak MiB": fmt(cli.peakMiB), "CLI exit code": String(cli.code) });
  }
  printTable(`Hostile hyperparameters: refused before llama.cpp reads the file (in process: median of ${RUNS}; the CLI: one fresh process each)`, rows);
}

async function trialFigures(models: { file: string; use: "generation" | "embedding" }[]): Promise<void> {
  const runtime = await createLlamaRuntime({ backend: "cpu", threads: 1 });
  const rows = [];
  try {
    for (const { file, use } of models) {
      const request = { file, use, backend: "cpu", gpuLayers: "auto" } as const;
      // Baseline: the same steps in this process (what a load, a context and a first token cost anyway).
      const inProcess = await timeMedianAsync(TRIAL_RUNS, async () => {
        const release = await rehearseModel(runtime, request, async () => undefined);
        await release();
      });
      const first: number[] = [];
      let childPeak = 0;
      let kept = 0;
      let remembered = 0;
      for (let run = 0; run < TRIAL_RUNS; run++) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-trials-"));
        // The verdicts' signing secret lives beside them here; in the app it is in the data folder.
        const trials = new ModelTrials({ dir, secretDir: dir });
        const started = performance.now();
        await trials.ensure(request);
        first.push(performance.now() - started);
        childPeak = Math.max(childPeak, trials.lastCost?.maxRssBytes ?? 0);
        kept = await timeMedianAsync(RUNS, () => trials.ensure(request));
        // A later process: the verdict is read from its file.
        remembered = await timeMedianAsync(RUNS, () => new ModelTrials({ dir, secretDir: dir }).ensure(request));
        fs.rmSync(dir, { recursive: true, force: true });
      }
      first.sort((a, b) => a - b);
      const once = first[Math.floor(first.length / 2)]!;
      rows.push({
        model: path.basename(file),
        use,
        "same steps in this process ms": fmt(inProcess),
        "first trial (child) ms": fmt(once),
        "ratio trial / in process": fmt(once / inProcess, 1),
        "trial child peak MiB": fmt(childPeak / MiB),
        "later, same process ms": fmt(kept, 2),
        "later, another process ms": fmt(remembered, 2),
      });
    }
  } finally {
    await runtime.dispose();
  }
  printTable(`Model trials: the one-time cost of trying a model in a child process, and of each later use (median of ${TRIAL_RUNS} first trials; later uses of ${RUNS})`, rows);
}

export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-gguf-"));
  const tiny = writeTinyLlamaGguf(path.join(dir, "tiny.gguf")).file;
  const files = [tiny, writeTinyLlamaGguf(path.join(dir, "tiny-wide.gguf"), { embeddingLength: 256, blockCount: 8 }).file];
  const stories = path.join(SHARED_MODELS, "stories260K.gguf");
  if (fs.existsSync(SHARED_MODELS)) files.push(...fs.readdirSync(SHARED_MODELS).filter((name) => name.endsWith(".gguf")).sort().map((name) => path.join(SHARED_MODELS, name)));
  else console.log(`[skip] ${SHARED_MODELS} is absent: only the tiny models are measured.`);

  await checkFigures(files);
  await refusalFigures(dir);
  await trialFigures([{ file: tiny, use: "generation" }, ...(fs.existsSync(stories) ? [{ file: stories, use: "generation" as const }] : [])]);
  fs.rmSync(dir, { recursive: true, force: true });
}
