import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toWireJson } from "../../../src-main/contract/wireJson.ts";
import { startServe } from "../../support/browser.ts";
import { variedPaperDetails, writeVariedPaper } from "../../support/generatedPdfs.ts";
import { STORIES_260K, sharedModelAvailable } from "../../support/llmFixtures.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

// Issue 35, item 3: on the main before the fix a FIFO named as a model hung the CLI (SIGTERM did
// not end it) and, over `serve`, five calls naming one held every thread of Node's file pool, so
// every other call (models.info) went unanswered; a PDF of any size was read whole.

/** The CLI, bounded in time: on the main before the fix these calls never ended. */
function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { encoding: "utf8", env: { ...process.env, ...env }, timeout: 3 * 60_000 });
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

function lastError(stderr: string): { name: string; message: string } {
  return JSON.parse(stderr.trim().split("\n").at(-1)!).error;
}

describe("paths that are not regular files are refused at once, by kind, and block nothing else (issue 35)", () => {
  it.runIf(sharedModelAvailable(STORIES_260K))("over serve, five asks naming a FIFO as the embedder are answered 422 at once, and models.info answers meanwhile", async () => {
    const dir = tempDir();
    const fifo = path.join(dir, "embedder.gguf");
    execFileSync("mkfifo", [fifo]);
    const paper = path.join(dir, "paper.pdf");
    await writeVariedPaper(paper, 0);
    const dataDir = tempDir();
    expect(cli(["import", paper, "--data-dir", dataDir]).code).toBe(0);
    const renderer = tempDir();
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: renderer, XDG_CACHE_HOME: tempDir() });
    const post = async (method: string, args: unknown[]) => {
      // Bounded, so the main before the fix fails here instead of waiting for ever.
      const response = await fetch(`${serve.origin}/api/call/${method}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${serve.token}`, "Content-Type": "application/json" },
        body: toWireJson(args),
        signal: AbortSignal.timeout(2 * 60_000),
      });
      return { status: response.status, body: JSON.parse(await response.text()) as { ok: boolean; error?: { name: string; message: string } } };
    };
    try {
      const question = variedPaperDetails(0).title;
      const asks = Array.from({ length: 5 }, () => post("ask.ask", [{ question, model: STORIES_260K, embedderModel: fifo }]));
      const info = post("models.info", [STORIES_260K]);
      for (const answer of await Promise.all(asks)) {
        expect(answer.status).toBe(422);
        expect(answer.body.error).toEqual({ name: "UnreadableModelFileError", message: `Cannot read the model file ${fifo}: it is a named pipe (FIFO), not a regular file.` });
      }
      expect((await info).status).toBe(200);
      expect((await info).body.ok).toBe(true);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it("the CLI refuses a FIFO or a device as a model or a --schema at once, exit 1 (64 for the option), naming what it is", () => {
    const dir = tempDir();
    const fifo = path.join(dir, "model.gguf");
    execFileSync("mkfifo", [fifo]);
    const dataDir = tempDir();
    const env = { XDG_CACHE_HOME: tempDir() };
    for (const args of [["models", "info", fifo], ["models", "add", fifo], ["generate-test", "--model", fifo, "--prompt", "Hello"]]) {
      const result = cli([...args, "--json", "--data-dir", dataDir], env);
      expect(result.signal, args.join(" ")).toBeNull();
      expect(result.code, args.join(" ")).toBe(1);
      expect(lastError(result.stderr), args.join(" ")).toEqual({ name: "UnreadableModelFileError", message: `Cannot read the model file ${fifo}: it is a named pipe (FIFO), not a regular file.` });
    }
    const zero = path.join(dir, "zero.gguf");
    fs.symlinkSync("/dev/zero", zero);
    expect(lastError(cli(["models", "add", zero, "--json", "--data-dir", dataDir], env).stderr)).toMatchObject({ name: "UnreadableModelFileError", message: expect.stringContaining("it is a device, not a regular file") });
    const schema = cli(["generate-test", "--model", fifo, "--prompt", "Hello", "--schema", fifo, "--data-dir", dataDir], env);
    expect(schema.code).toBe(64);
    expect(schema.stderr).toContain(`--schema ${fifo} cannot be read: it is a named pipe (FIFO), not a regular file.`);
    expect(JSON.parse(cli(["models", "list", "--json", "--data-dir", dataDir], env).stdout)).toEqual([]);
  });

  it("a FIFO where the library file belongs is refused with DatabaseOpenError, exit 1, and left as it is", () => {
    const dataDir = tempDir();
    const library = path.join(dataDir, "library.sqlite");
    execFileSync("mkfifo", [library]);
    const result = cli(["papers", "--json", "--data-dir", dataDir]);
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(lastError(result.stderr)).toEqual({ name: "DatabaseOpenError", message: `Cannot open the library database at ${library}: it is a named pipe (FIFO), not a regular file` });
    expect(fs.lstatSync(library).isFIFO()).toBe(true);
  });

  it("a FIFO or a device beside the library as its -wal, -shm or -journal is refused by name and left as it is; a folder as the library is named", () => {
    const dataDir = tempDir();
    const library = path.join(dataDir, "library.sqlite");
    expect(cli(["papers", "--data-dir", dataDir]).code).toBe(0);
    // On main a FIFO as -wal took the library's writes and was deleted at close, one as -journal
    // stopped the open for good (SQLite waits for a writer), and a device was "disk I/O error".
    for (const [suffix, kind] of [
      ["-wal", "a named pipe (FIFO)"],
      ["-journal", "a named pipe (FIFO)"],
      ["-shm", "a device"],
    ] as const) {
      const companion = library + suffix;
      if (kind === "a device") fs.symlinkSync("/dev/zero", companion);
      else execFileSync("mkfifo", [companion]);
      const result = cli(["papers", "--json", "--data-dir", dataDir]);
      expect(result.signal).toBeNull();
      expect(result.code).toBe(1);
      expect(lastError(result.stderr)).toEqual({
        name: "DatabaseOpenError",
        message: `Cannot open the library database at ${library}: library.sqlite${suffix} beside it, which SQLite writes as part of the library, is ${kind}, not a regular file. Move it aside (it is not the library) and open the library again`,
      });
      expect(fs.lstatSync(companion).isFile()).toBe(false);
      fs.unlinkSync(companion);
    }
    expect(cli(["papers", "--data-dir", dataDir]).code).toBe(0);
    const folderDir = tempDir();
    fs.mkdirSync(path.join(folderDir, "library.sqlite"));
    expect(lastError(cli(["papers", "--json", "--data-dir", folderDir]).stderr)).toEqual({ name: "DatabaseOpenError", message: `Cannot open the library database at ${path.join(folderDir, "library.sqlite")}: it is a folder, not a regular file` });
  });

  it("a library.sqlite that is a link to nowhere is refused in words, and no new library is made where it points", () => {
    const dataDir = tempDir();
    const library = path.join(dataDir, "library.sqlite");
    // The disk the library lived on, not mounted: on main SQLite made an empty library there.
    const gone = path.join(tempDir(), "library.sqlite");
    fs.symlinkSync(gone, library);
    const result = cli(["papers", "--json", "--data-dir", dataDir]);
    expect(result.code).toBe(1);
    expect(lastError(result.stderr)).toEqual({
      name: "DatabaseOpenError",
      message: `Cannot open the library database at ${library}: it is a symbolic link to ${gone}, where there is nothing, and SQLite would create a new, empty library there. Put the library back where the link points, or remove the link to start a new library`,
    });
    expect(fs.existsSync(gone)).toBe(false);
    expect(fs.lstatSync(library).isSymbolicLink()).toBe(true);
  });

  it("import refuses a PDF larger than 512 MB with PdfTooLargeError without reading it; the batch goes on (exit 2)", async () => {
    const dir = tempDir();
    const huge = path.join(dir, "huge.pdf");
    // Sparse: 600 MB on paper, a few bytes on disk.
    fs.writeFileSync(huge, "%PDF-1.7\n");
    fs.truncateSync(huge, 600 * 1024 * 1024);
    const paper = path.join(dir, "paper.pdf");
    await writeVariedPaper(paper, 1);
    const result = cli(["import", huge, paper, "--json", "--data-dir", tempDir()]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toContain("PdfTooLargeError");
    expect(result.stdout).toContain(`Cannot read ${huge}: it is 600 MB, more than the 512 MB Distillate reads of one PDF. Split it into parts`);
  });
});
