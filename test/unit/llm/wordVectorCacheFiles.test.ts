import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSource } from "../../support/wordVectorSource.ts";

const CHILD = path.join(import.meta.dirname, "../../support/wordVectorCacheChild.ts");
const GiB = 1024 ** 3;
// Linux alone says how many bytes a process read (/proc/self/io) and has mkfifo.
const linux = process.platform === "linux";

interface ChildReport {
  rows: number | null;
  bytesRead: number;
  peakMiB: number;
}

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});

/** Runs the cache reader in a child process; resolves with its report, or rejects with how it ended. */
function readInChild(args: string[]): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(JSON.parse(stdout) as ChildReport);
      else reject(new Error(`the reader ended with ${signal ?? `code ${code}`}: ${stderr.slice(-2000)}`));
    });
  });
}

/** A file of `size` bytes that takes no disk space (a hole), starting with `head`. */
function sparseFile(file: string, size: number, head = Buffer.alloc(0)): void {
  fs.writeFileSync(file, head);
  fs.truncateSync(file, size);
}

describe.skipIf(!linux)("a word-vector cache that is no cache", () => {
  let dir: string;
  let source: string;
  let cache: string;
  let sourceBytes: number;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-hostile-cache-"));
    source = path.join(dir, "vectors.json");
    cache = path.join(dir, "vectors.cache");
    writeSource(source, ["catalyst", "calcined", "temperature"], 3);
    sourceBytes = fs.statSync(source).size;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The table comes from the source, only the source was read, and a real cache took the file's place. */
  async function rebuiltFrom(report: ChildReport): Promise<void> {
    expect(report.rows).toBe(3);
    // The source is read once whole; a few KiB more for the process's own files.
    expect(report.bytesRead).toBeLessThan(sourceBytes + 1024 * 1024);
    const stat = fs.statSync(cache);
    expect(stat.isFile()).toBe(true);
    expect(stat.size).toBeLessThan(sourceBytes);
    expect((await readInChild(["vectors", source, cache])).bytesRead).toBeLessThanOrEqual(stat.size + 1024 * 1024);
  }

  it("of 2 GiB is not read (it aborted Node) and is rebuilt", async () => {
    sparseFile(cache, 2 * GiB, Buffer.from("DSTLWV02"));
    await rebuiltFrom(await readInChild(["vectors", source, cache]));
  });

  it("that is a FIFO does not hang the reader and is replaced by a cache", async () => {
    expect(spawnSync("mkfifo", [cache]).status).toBe(0);
    await rebuiltFrom(await readInChild(["vectors", source, cache]));
  });

  it("of 1 GiB with another file's magic is refused after its header, for a source large enough to allow that size", async () => {
    sparseFile(cache, GiB, Buffer.from("PK\u0003\u0004 a zip file, not a cache"));
    // A source of 400 MB would allow a cache of 1 GiB: only the header may decide.
    const report = await readInChild(["cache", String(400_000_000), "1", cache]);
    expect(report.rows).toBeNull();
    expect(report.bytesRead).toBeLessThan(1024 * 1024);
    expect(report.peakMiB).toBeLessThan(512);
  });

  it("of 1 GiB whose header is right but does not describe the file is refused after the header", async () => {
    const header = Buffer.alloc(48);
    header.write("DSTLWV02", 0, "latin1");
    header.writeUInt32LE(100, 8);
    header.writeUInt32LE(3, 12);
    header.writeDoubleLE(400_000_000, 16);
    header.writeDoubleLE(1, 24);
    header.writeUInt32LE(30, 32);
    header.writeUInt32LE(8, 36);
    sparseFile(cache, GiB, header);
    const report = await readInChild(["cache", String(400_000_000), "1", cache]);
    expect(report.rows).toBeNull();
    expect(report.bytesRead).toBeLessThan(1024 * 1024);
  });

  it("that is a folder is left alone and the table still comes from the source", async () => {
    fs.mkdirSync(cache);
    fs.writeFileSync(path.join(cache, "mine.txt"), "a user's file");
    const report = await readInChild(["vectors", source, cache]);
    expect(report.rows).toBe(3);
    expect(fs.readFileSync(path.join(cache, "mine.txt"), "utf8")).toBe("a user's file");
  });
});
