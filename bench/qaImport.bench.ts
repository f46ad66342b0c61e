// `import-qas` at scale (issue 35): wall time and peak memory for 1,000, 100,000 and 1,000,000 QA
// rows and for a 135 MB JSON array of 45 million empty objects, each import in a process of its
// own, with the previous code (main, unpacked from git) as the baseline in the same run where it
// runs without dying; then the longest wait of another call to `distillate serve` while 100,000
// rows import over HTTP, for this checkout's server and main's. Files go to a temporary folder.
// BENCH_QAIMPORT_BASELINE names another commit for the baseline; BENCH_QAIMPORT_PREVIOUS_ALL=1
// also runs the baseline on 100,000 rows with every filter, on 1,000,000 rows (minutes; 1.7 GB on
// main) and on the empty objects (main aborted out of memory after two minutes and ~6 GB).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { seededRandom } from "../test/support/seededRandom.ts";
import { unpackCheckout, type PreviousCheckout } from "./previousCheckout.ts";
import { fmt, printTable } from "./support.ts";

const REPO = path.resolve(import.meta.dirname, "..");
const CHILD = path.join(import.meta.dirname, "qaImportChild.ts");
/** The rule filters that compare nothing across QAs: the near-duplicate check scales on its own (bench:similarity). */
const RULE_FILTERS = "context-dependence,definitional";
/** A process holding more than this is stopped: the machine is shared. */
const MAX_RSS_MB = 8 * 1024;

const WORDS = "grain film anneal perovskite lattice spectrum catalyst yield solvent oxide band gap doping layer thermal phase crystal defect electron photon carrier mobility interface surface polymer membrane enzyme ligand kinetics diffusion".split(" ");
const OPENINGS = ["What is", "How does", "Why does", "Which", "At what temperature does", "How much", "What limits"];

/** `count` QA rows as JSON Lines, each a different question (seeded: every run writes the same file). */
function writeRows(file: string, count: number): void {
  const random = seededRandom(35);
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const fd = fs.openSync(file, "w");
  let lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const question = `${OPENINGS[i % OPENINGS.length]} the ${word()} ${word()} of sample ${i} change after ${word()} ${word()} treatment?`;
    lines.push(JSON.stringify({ question, answer: `By ${(i % 997) + 3} units of ${word()} ${word()}.`, id: `q${i}` }));
    if (lines.length === 10_000) {
      fs.writeSync(fd, lines.join("\n") + "\n");
      lines = [];
    }
  }
  if (lines.length > 0) fs.writeSync(fd, lines.join("\n") + "\n");
  fs.closeSync(fd);
}

/** The 135 MB array of 45 million empty objects that aborted main out of memory. */
function writeEmptyObjects(file: string): void {
  const fd = fs.openSync(file, "w");
  const block = ",{}".repeat(1_000_000);
  fs.writeSync(fd, "[{}");
  for (let i = 0; i < 45; i++) fs.writeSync(fd, block);
  fs.writeSync(fd, "]");
  fs.closeSync(fd);
}

interface ImportFigures {
  ms: number;
  maxRssMb: number;
  stallMs: number;
  qas?: number;
  error?: string;
  died?: string;
}

/** Resident memory of a running process in MB (Linux), or 0. */
function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Runs one import in a child process (the checkout at `root`), stopping it past MAX_RSS_MB. */
function runImport(root: string, file: string, filters: string): Promise<ImportFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-qaimport-data-"));
  const started = performance.now();
  const child = spawn(process.execPath, [CHILD, root, file, dataDir, filters], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let peak = 0;
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr = (stderr + text).slice(-4000)));
  const watch = setInterval(() => {
    peak = Math.max(peak, rssMb(child.pid!));
    if (peak > MAX_RSS_MB) child.kill("SIGKILL");
  }, 250);
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      clearInterval(watch);
      fs.rmSync(dataDir, { recursive: true, force: true });
      const line = stdout.trim().split("\n").at(-1);
      if (code === 0 && line) return resolve(JSON.parse(line) as ImportFigures);
      const why = /heap out of memory/.test(stderr) ? "JavaScript heap out of memory" : peak > MAX_RSS_MB ? `stopped past ${MAX_RSS_MB} MB` : `exit ${code ?? signal}`;
      resolve({ ms: performance.now() - started, maxRssMb: peak, stallMs: Number.NaN, died: why });
    });
  });
}

function describe(f: ImportFigures | null): Record<string, string> {
  if (!f) return { s: "not run", "peak MB": "", "longest stall ms": "", answer: "" };
  return {
    s: fmt(f.ms / 1000, 1),
    "peak MB": fmt(f.maxRssMb, 0),
    "longest stall ms": Number.isNaN(f.stallMs) ? "" : fmt(f.stallMs, 0),
    answer: f.died ? `died: ${f.died}` : f.error ? f.error : `${f.qas} QAs`,
  };
}

// --- the server: how long another call waits while an import runs over HTTP ---

interface Served {
  call(method: string, ...args: unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

/** `distillate serve` from the checkout at `root` on a fresh library. */
function startServe(root: string, dataDir: string, pageDir: string): Promise<Served> {
  const child = spawn(process.execPath, [path.join(root, "bin", "distillate.js"), "serve", "--port", "0", "--data-dir", dataDir], {
    env: { ...process.env, DISTILLATE_RENDERER_DIR: pageDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr.resume();
  let stdout = "";
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`distillate serve exited with ${code} before printing its address`)));
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      stdout += text;
      if (!stdout.includes("\n")) return;
      const url = new URL(stdout.split("\n")[0]!);
      const token = url.searchParams.get("token") ?? "";
      resolve({
        async call(method, ...args) {
          const response = await fetch(`${url.origin}/api/call/${method}`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: toWireJson(args) });
          const outcome = fromWireJson(await response.text()) as { ok: boolean; value?: unknown; error?: { name: string; message: string } };
          if (!outcome.ok) throw new Error(`${outcome.error!.name}: ${outcome.error!.message}`);
          return outcome.value;
        },
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners("exit");
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? Number.NaN;

/** Calls `settings.get` every 20 ms: before the import (the baseline), then while it runs. */
async function serveStall(root: string, file: string, pageDir: string): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-qaimport-serve-"));
  const served = await startServe(root, dataDir, pageDir);
  const probe = async () => {
    const start = performance.now();
    const ok = await served.call("settings.get").then(
      () => true,
      () => false,
    );
    return { ms: performance.now() - start, ok };
  };
  try {
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) {
      idle.push((await probe()).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    let done = false;
    const started = performance.now();
    const importing = served.call("qaImport.importQas", { file, filters: RULE_FILTERS.split(",") }).then(
      (r) => `${(r as { qas: number }).qas} QAs`,
      (e: Error) => e.message.slice(0, 80),
    );
    void importing.finally(() => (done = true));
    const during: number[] = [];
    let failed = 0;
    while (!done) {
      // A call asked while the import runs counts, however long it waits (on main, one call waited for all of it).
      const { ms, ok } = await probe();
      during.push(ms);
      if (!ok) failed++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await importing;
    return {
      "import s": fmt((performance.now() - started) / 1000, 1),
      "calls answered": String(during.length - failed),
      "calls failed": String(failed),
      "idle median ms": fmt(quantile(idle, 0.5), 1),
      "median ms": fmt(quantile(during, 0.5), 1),
      "p99 ms": fmt(quantile(during, 0.99), 0),
      "longest wait ms": fmt(Math.max(...during), 0),
      answer,
    };
  } finally {
    await served.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-qaimport-"));
  const ref = process.env["BENCH_QAIMPORT_BASELINE"] ?? "main";
  const previous: PreviousCheckout | string = unpackCheckout(ref, ["bin", "src-main", "package.json"]);
  const all = process.env["BENCH_QAIMPORT_PREVIOUS_ALL"] === "1";
  try {
    if (typeof previous === "string") console.log(`baseline not run: ${previous}`);
    const files = {
      "1k": path.join(work, "rows-1k.jsonl"),
      "100k": path.join(work, "rows-100k.jsonl"),
      "1M": path.join(work, "rows-1m.jsonl"),
      empty: path.join(work, "empty-objects.json"),
    };
    writeRows(files["1k"], 1_000);
    writeRows(files["100k"], 100_000);
    writeRows(files["1M"], 1_000_000);
    writeEmptyObjects(files.empty);
    const cases: { name: string; file: string; filters: string; previous: boolean }[] = [
      { name: "1,000 rows, every filter", file: files["1k"], filters: "-", previous: true },
      { name: "1,000 rows, rule filters", file: files["1k"], filters: RULE_FILTERS, previous: true },
      { name: "100,000 rows, rule filters", file: files["100k"], filters: RULE_FILTERS, previous: true },
      { name: "100,000 rows, every filter", file: files["100k"], filters: "-", previous: all },
      { name: "1,000,000 rows, rule filters", file: files["1M"], filters: RULE_FILTERS, previous: all },
      { name: "45M empty objects (135 MB)", file: files.empty, filters: "-", previous: all },
    ];
    const rows: Record<string, string>[] = [];
    const figures = new Map<string, ImportFigures>();
    for (const c of cases) {
      const before = c.previous && typeof previous !== "string" ? await runImport(previous.dir, c.file, c.filters) : null;
      const now = await runImport(REPO, c.file, c.filters);
      figures.set(c.name, now);
      const b = describe(before);
      const a = describe(now);
      rows.push({
        case: c.name,
        "MB file": fmt(fs.statSync(c.file).size / 1e6, 1),
        [`s ${typeof previous === "string" ? "before" : previous.commit}`]: b.s!,
        "s now": a.s!,
        "peak MB before": b["peak MB"]!,
        "peak MB now": a["peak MB"]!,
        "stall ms before": b["longest stall ms"]!,
        "stall ms now": a["longest stall ms"]!,
        "answer before": b.answer!,
        "answer now": a.answer!,
      });
    }
    printTable(`import-qas, each in its own process (peak = resident memory; stall = the importing process's longest event-loop wait)`, rows);
    const small = figures.get("100,000 rows, rule filters");
    const large = figures.get("1,000,000 rows, rule filters");
    if (small && large && !small.died && !large.died) {
      console.log(
        `memory per 100,000 rows kept (from 100k to 1M): ${fmt((large.maxRssMb - small.maxRssMb) / 9, 1)} MB; time per 100,000 rows: ${fmt((large.ms - small.ms) / 9 / 1000, 1)} s (100k: ${fmt(small.ms / 1000, 1)} s, 1M: ${fmt(large.ms / 1000, 1)} s)`,
      );
    }

    const pageDir = path.join(work, "page");
    fs.mkdirSync(pageDir);
    fs.writeFileSync(path.join(pageDir, "index.html"), "<!doctype html><title>Distillate</title>");
    const served: Record<string, string>[] = [];
    if (typeof previous !== "string") served.push({ server: previous.commit, ...(await serveStall(previous.dir, files["100k"], pageDir)) });
    served.push({ server: "this checkout", ...(await serveStall(REPO, files["100k"], pageDir)) });
    printTable(`settings.get every 20 ms over HTTP while distillate serve imports 100,000 rows (${RULE_FILTERS})`, served);
  } finally {
    if (typeof previous !== "string") previous.dispose();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
