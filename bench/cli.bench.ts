// CLI start-up: wall time of `distillate db info` (spawned as a user's shell would), run as an
// installed package runs it (the built out/cli/, no sources beside it) against the same bin script
// in a checkout without a build (Node type-stripping the TypeScript sources on every start), in
// the same run. Each layout is a temporary folder holding the real bin script.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fmt, median, printTable } from "./support.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = 10;
/** The bar for the built CLI. */
const TARGET_MS = 300;

export async function run(): Promise<void> {
  console.log("\nCLI start-up: distillate db info");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-cli-"));
  try {
    const installed = layout(path.join(dir, "installed"));
    const build = spawnSync(process.execPath, [path.join(ROOT, "scripts/buildCli.ts"), "--out-dir", path.join(installed, "out/cli")], { encoding: "utf8" });
    if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr}`);
    const checkout = layout(path.join(dir, "checkout"));
    fs.symlinkSync(path.join(ROOT, "src-main"), path.join(checkout, "src-main"), "dir");

    const dataDir = path.join(dir, "data");
    const loadBefore = os.loadavg()[0]!;
    // Alternating the two keeps a burst of load from other processes from landing on one side only.
    const built: number[] = [];
    const sources: number[] = [];
    timeDbInfo(installed, dataDir); // creates the library, so every timed run only reads it
    timeDbInfo(checkout, dataDir);
    for (let i = 0; i < RUNS; i++) {
      built.push(timeDbInfo(installed, dataDir));
      sources.push(timeDbInfo(checkout, dataDir));
    }
    printTable(`Median of ${RUNS} runs each (load average ${fmt(loadBefore, 2)} before, ${fmt(os.loadavg()[0]!, 2)} after, ${os.availableParallelism()} cores)`, [
      { case: "built (out/cli, as installed by npm install -g)", "median ms": fmt(median(built), 0), "min ms": fmt(Math.min(...built), 0), target: `< ${TARGET_MS} ms` },
      { case: "sources (type stripping, a checkout without a build)", "median ms": fmt(median(sources), 0), "min ms": fmt(Math.min(...sources), 0), target: "" },
      { case: "ratio sources / built", "median ms": fmt(median(sources) / median(built), 2), "min ms": "", target: "" },
    ]);
    const bare = medianOf(() => spawnSync(process.execPath, ["-e", "0"]));
    console.log(`For scale: starting Node itself (node -e 0) takes ${fmt(bare, 0)} ms here.`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A package folder with the real bin script and the repository's node_modules. */
function layout(folder: string): string {
  fs.mkdirSync(path.join(folder, "bin"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "bin/distillate.js"), path.join(folder, "bin/distillate.js"));
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(folder, "package.json"));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(folder, "node_modules"), "dir");
  return folder;
}

function timeDbInfo(folder: string, dataDir: string): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(folder, "bin/distillate.js"), "db", "info", "--data-dir", dataDir], { encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`distillate db info failed in ${folder}: ${result.stderr}`);
  return ms;
}

function medianOf(fn: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}
