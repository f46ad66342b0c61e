// `distillate import-qas` from a shell, on what issue 35 found it fragile against: a FIFO or a
// device where a file was expected, a file of 45 million empty records, a judge model llama.cpp
// stops on, and an import killed, interrupted or started twice.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { writeHostileModels } from "../../support/hostileHyperparameters.ts";
import { REPO_ROOT, runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const RULE_FILTERS = "context-dependence,definitional";

/** Starts `distillate ARGS` without waiting for it. */
function startCli(args: string[], env: NodeJS.ProcessEnv = {}): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr!.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

/** The resident memory of a running process in MB (Linux), or null when it cannot be read. */
function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs the CLI, killing it if it has not ended after `deadlineMs` or once it holds more than
 * 2 GB: a hang or a read without end is a failure to report, not a test that never ends or a
 * machine run out of memory (main read /dev/zero at 200 MB a second). The deadline is generous:
 * start-up on a loaded machine is slow.
 */
async function runWithDeadline(args: string[], deadlineMs = 120_000, env: NodeJS.ProcessEnv = {}) {
  const { child, done } = startCli(args, env);
  let overMemory = false;
  const timer = setTimeout(() => child.kill("SIGKILL"), deadlineMs);
  const watch = setInterval(() => {
    if ((rssMb(child.pid!) ?? 0) > 2048) {
      overMemory = true;
      child.kill("SIGKILL");
    }
  }, 250);
  const result = await done;
  clearTimeout(timer);
  clearInterval(watch);
  return { ...result, hung: result.signal === "SIGKILL" && !overMemory, overMemory };
}

/** The error a `--json` command printed last on stderr. */
function jsonError(stderr: string): { name: string; message: string } {
  return (JSON.parse(stderr.trim().split("\n").at(-1)!) as { error: { name: string; message: string } }).error;
}

/** Counts in the library, read beside the running CLI (WAL lets a reader in). */
function counts(dataDir: string): { runs: { id: number; status: string }[]; qas: number; doneItems: number; papers: number; models: number } {
  const file = path.join(dataDir, "library.sqlite");
  if (!fs.existsSync(file)) return { runs: [], qas: 0, doneItems: 0, papers: 0, models: 0 };
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const has = (table: string) => db.prepare("SELECT count(*) FROM sqlite_master WHERE name = ?").pluck().get(table) === 1;
    if (!has("qa_items")) return { runs: [], qas: 0, doneItems: 0, papers: 0, models: 0 };
    return {
      runs: db.prepare("SELECT id, status FROM runs ORDER BY id").all() as { id: number; status: string }[],
      qas: db.prepare("SELECT count(*) FROM qa_items").pluck().get() as number,
      doneItems: db.prepare("SELECT count(*) FROM work_items WHERE status = 'done'").pluck().get() as number,
      papers: db.prepare("SELECT count(*) FROM papers").pluck().get() as number,
      models: db.prepare("SELECT count(*) FROM models").pluck().get() as number,
    };
  } finally {
    db.close();
  }
}

/** A JSONL file of `count` distinct QAs. */
function writeQas(file: string, count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(JSON.stringify({ question: `Which annealing time gave grain size number ${i} in series ${i % 7}?`, answer: `Run ${i} took ${(i % 50) + 5} minutes.` }));
  fs.writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

describe("paths that are not regular files", () => {
  it("a FIFO, a device or a folder as the QA file or the source text is refused at once, storing nothing", async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, "data");
    const fifo = path.join(dir, "qas.jsonl");
    execFileSync("mkfifo", [fifo]);
    const good = writeQas(path.join(dir, "good.jsonl"), 3);
    const cases: { args: string[]; kind: RegExp }[] = [
      { args: [fifo], kind: /qas\.jsonl cannot be imported: it is a named pipe \(FIFO\), not a regular file/ },
      { args: ["/dev/zero", "--format", "jsonl"], kind: /zero cannot be imported: it is a device, not a regular file/ },
      { args: [dir, "--format", "jsonl"], kind: /cannot be imported: it is a folder, not a regular file/ },
      { args: [good, "--source-text", fifo], kind: /its source text qas\.jsonl cannot be read: it is a named pipe \(FIFO\), not a regular file/ },
      { args: [good, "--source-text", "/dev/zero"], kind: /its source text zero cannot be read: it is a device, not a regular file/ },
    ];
    for (const { args, kind } of cases) {
      const result = await runWithDeadline(["--data-dir", dataDir, "--json", "import-qas", ...args]);
      expect(result.hung, `${args.join(" ")} hung`).toBe(false);
      expect(result.overMemory, `${args.join(" ")} read without end`).toBe(false);
      expect(result.code, result.stderr).toBe(1);
      expect(jsonError(result.stderr)).toMatchObject({ name: "QaFileUnreadableError", message: expect.stringMatching(kind) });
    }
    expect(counts(dataDir)).toMatchObject({ runs: [], papers: 0 });
  });
});

describe("a file of nothing but empty records", () => {
  it("45 million empty objects (135 MB) end with a clear answer inside a 256 MB heap", async () => {
    const dir = tempDir();
    const file = path.join(dir, "empty.json");
    const fd = fs.openSync(file, "w");
    const block = ",{}".repeat(1_000_000);
    fs.writeSync(fd, "[{}");
    for (let i = 0; i < 45; i++) fs.writeSync(fd, block);
    fs.writeSync(fd, "]");
    fs.closeSync(fd);
    expect(fs.statSync(file).size).toBeGreaterThan(135_000_000);
    // On main this ran out of a 4 GB heap after two minutes; a bounded reader needs a fraction of 256 MB.
    const result = await runWithDeadline(["--data-dir", path.join(dir, "data"), "--json", "import-qas", file], 8 * 60_000, { NODE_OPTIONS: "--max-old-space-size=256" });
    expect(result.stderr).not.toMatch(/heap out of memory/);
    expect(result.code, result.stderr.slice(-2000)).toBe(1);
    expect(jsonError(result.stderr)).toEqual({
      name: "QaFieldsNotFoundError",
      message: "empty.json has no question or answer field (its fields: none). Name the fields that hold them (--question NAME, --answer NAME). Nothing was stored.",
    });
  });
});

describe("a judge model llama.cpp stops on", () => {
  it("is refused before any QA is stored or the model registered", async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, "data");
    const { vocabularyLlamaStopsOn: judge } = writeHostileModels(dir);
    const file = writeQas(path.join(dir, "qas.jsonl"), 5);
    // A cache of its own, so the model's trial really runs here rather than being remembered.
    const result = runCliProcess(["--data-dir", dataDir, "--json", "import-qas", file, "--judge", judge], { XDG_CACHE_HOME: tempDir() });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).not.toMatch(/GGML_ASSERT|Aborted|core dumped/);
    expect(jsonError(result.stderr)).toMatchObject({ name: "LlamaAbortError", message: expect.stringContaining("bert-vocabulary.gguf stopped llama.cpp") });
    expect(counts(dataDir)).toMatchObject({ runs: [], qas: 0, papers: 0, models: 0 });
  });
});

describe("an import stopped partway", () => {
  it("killed with SIGKILL, is finished by resume without a QA stored twice; importing it again says so, and --again makes a second copy", async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, "data");
    const file = writeQas(path.join(dir, "qas.jsonl"), 30_000);
    const { child, done } = startCli(["--data-dir", dataDir, "import-qas", file, "--filters", RULE_FILTERS]);
    await expect.poll(() => counts(dataDir).doneItems > 1 || child.exitCode !== null, { timeout: 8 * 60_000 }).toBe(true);
    child.kill("SIGKILL");
    await done;
    const killed = counts(dataDir);
    expect(killed.runs).toEqual([{ id: 1, status: "running" }]);
    expect(killed.qas).toBeLessThan(30_000);

    const resumed = runCliProcess(["--data-dir", dataDir, "resume", "1"]);
    expect(resumed.code, resumed.stderr).toBe(0);
    // The closing line leads with what the run made, then its items (runFormat.ts).
    expect(resumed.stdout).toMatch(/^run 1 completed: 30,000 accepted · 0 rejected · 30,000 of 30,000 to review; 120 of 120 items done/);
    expect(counts(dataDir)).toMatchObject({ runs: [{ id: 1, status: "completed" }], qas: 30_000, papers: 1 });

    const again = runCliProcess(["--data-dir", dataDir, "--json", "import-qas", file, "--filters", RULE_FILTERS]);
    expect(again.code).toBe(1);
    expect(jsonError(again.stderr)).toMatchObject({ name: "QaFileAlreadyImportedError", message: expect.stringMatching(/run 1 .*--again/) });
    expect(counts(dataDir).qas).toBe(30_000);
    const copy = runCliProcess(["--data-dir", dataDir, "import-qas", file, "--filters", RULE_FILTERS, "--again"]);
    expect(copy.code, copy.stderr).toBe(0);
    expect(copy.stdout).toMatch(/^imported run 2: 30000 QA\(s\)/);
  });

  it("interrupted with Ctrl-C or SIGTERM, stops within its current batch as a cancelled run whose QAs are kept, and resume finishes it", async () => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      const dir = tempDir();
      const dataDir = path.join(dir, "data");
      const file = writeQas(path.join(dir, "qas.jsonl"), 30_000);
      const { child, done } = startCli(["--data-dir", dataDir, "import-qas", file, "--filters", RULE_FILTERS]);
      await expect.poll(() => counts(dataDir).doneItems > 1 || child.exitCode !== null, { timeout: 8 * 60_000 }).toBe(true);
      child.kill(signal);
      const stopped = await done;
      expect(stopped.code, `${signal}: ${stopped.stderr}`).toBe(1);
      expect(stopped.stdout).toMatch(/^import of run 1 cancelled: \d+ QA\(s\) of 30000 row\(s\) kept; finish it with: distillate resume 1/);
      const after = counts(dataDir);
      expect(after.runs, signal).toEqual([{ id: 1, status: "cancelled" }]);
      expect(after.qas, signal).toBeLessThan(30_000);
      expect(after.qas, signal).toBe(after.doneItems * 250);
      const resumed = runCliProcess(["--data-dir", dataDir, "resume", "1"]);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(counts(dataDir)).toMatchObject({ runs: [{ id: 1, status: "completed" }], qas: 30_000 });
    }
  });
});
