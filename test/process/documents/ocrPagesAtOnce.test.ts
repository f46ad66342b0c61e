// A scan's pages are read by OCR at once on both parse workers, from its first OCR page on: a
// two-page scan was read one page after the other while the second worker idled (the pool shared a
// file only once OCR had read a page and four were left; docs/ocr.md, "Round 17: seconds a page").
// What shows it, without timing anything: the installed tesseract command behind a shim that lets
// a page's command run only once the other page's command has started too. Read one after the
// other, the first command waits for a second that never comes (then reads, and says so). Cancel
// still stops both pages' commands at once, the helper's too, and leaves no files.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { slipScan } from "../../support/slipScan.ts";
import { tempDir } from "../../support/tempDir.ts";

const REAL = spawnSync("sh", ["-c", "command -v tesseract"], { encoding: "utf8" }).stdout.trim();
const installed = REAL !== "" && spawnSync(REAL, ["--version"]).status === 0;
/** How long a page's command waits for the other's to start before reading alone: far above a worker's start on a loaded machine. */
const RENDEZVOUS_TENTHS = 900;

/**
 * A folder holding a `tesseract` that answers --version as the real one, records its process id in
 * `started`, waits until two commands have started (or gives up, writing `alone`), then runs `then`.
 */
function rendezvousTesseract(then: string): string {
  const folder = tempDir("distillate-rendezvous-tesseract-");
  const file = path.join(folder, "tesseract");
  const count = `$(/usr/bin/wc -l < "$dir/started")`;
  fs.writeFileSync(
    file,
    [
      "#!/bin/sh",
      `if [ "$1" = "--version" ]; then exec ${REAL} --version; fi`,
      'dir="${0%/*}"',
      'echo $$ >> "$dir/started"',
      "i=0",
      `while [ ${count} -lt 2 ] && [ $i -lt ${RENDEZVOUS_TENTHS} ]; do /bin/sleep 0.1; i=$((i+1)); done`,
      `if [ ${count} -lt 2 ]; then echo $$ >> "$dir/alone"; fi`,
      then,
      "",
    ].join("\n"),
  );
  fs.chmodSync(file, 0o755);
  return folder;
}

const lines = (file: string): string[] => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []);

describe.skipIf(process.platform !== "linux" || !installed)("a scan's pages read by OCR at once", () => {
  let PATH: string | undefined;
  let folder: string;
  let pool: ParserPool;
  /** The shim first on PATH, before the pool's workers start (a worker takes the process's environment then). */
  function poolWith(then: string): ParserPool {
    folder = rendezvousTesseract(then);
    process.env["PATH"] = `${folder}:${PATH}`;
    pool = new ParserPool({ size: 2 });
    return pool;
  }
  beforeEach(() => {
    PATH = process.env["PATH"];
  });
  afterEach(async () => {
    process.env["PATH"] = PATH;
    await pool?.dispose();
  });

  it("reads a two-page scan on both workers at once, each page's words its own", async () => {
    const parser = poolWith(`exec ${REAL} "$@"`);
    const paper = await parser.parse(slipScan(2), { file: "two-slips.pdf", ocr: { languages: ["eng"], engine: "automatic" } });
    expect(lines(path.join(folder, "started"))).toHaveLength(2);
    // Neither page's command read alone: the second had started before the first read a line.
    expect(lines(path.join(folder, "alone"))).toEqual([]);
    expect((await parser.usage()).workers).toBe(2);
    const notes = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    expect(notes.pages).toEqual([1, 2]);
    expect(notes.engines).toEqual([{ engine: expect.stringMatching(/\(installed\)$/), pages: [1, 2] }]);
    const words = (n: number) => paper.ocrWords?.find((page) => page.page === n)?.words.map((w) => w.text).join(" ");
    expect(words(1)).toContain("Slip 1");
    expect(words(2)).toContain("Slip 2");
  });

  it("stops both pages' commands when the parse is cancelled while both are read, and leaves no files", async () => {
    const parser = poolWith("exec /bin/sleep 600");
    const abort = new AbortController();
    let settled = false;
    const parsed = parser
      .parse(slipScan(2), { file: "two-slips.pdf", ocr: { languages: ["eng"], engine: "automatic" } }, abort.signal)
      .catch((error: Error) => error)
      .finally(() => (settled = true));
    const started = path.join(folder, "started");
    const alone = path.join(folder, "alone");
    while (!settled && lines(started).length < 2 && lines(alone).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const pids = lines(started).map(Number);
    expect(pids, "commands reading at once").toHaveLength(2);
    abort.abort(new Error("cancelled by the test"));
    expect(await parsed).toMatchObject({ message: "cancelled by the test" });
    // Killed: gone, or dead and not yet reaped. A worker's notice that it started its command may
    // still be on its way when Cancel comes: a few seconds at most.
    const ended = () => pids.every((pid) => /^(gone|Z)$/.test(processState(pid)));
    for (let i = 0; i < 100 && !ended(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pids.map(processState)).toEqual([expect.stringMatching(/^(gone|Z)$/), expect.stringMatching(/^(gone|Z)$/)]);
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`distillate-tesseract-${process.pid}-`))).toEqual([]);
  });
});

/** A process's state letter from /proc ("S" sleeping, "Z" dead and unreaped), or "gone". */
function processState(pid: number): string {
  try {
    return /\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1] ?? "gone";
  } catch {
    return "gone";
  }
}
