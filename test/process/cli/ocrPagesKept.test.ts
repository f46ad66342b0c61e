import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OCR_READS_FOLDER } from "../../../src-main/core/documents/ocr/CachedOcrReader.ts";
import { findTesseractFile } from "../../../src-main/core/documents/ocr/tesseractCommand.ts";
import { writeLongPaper } from "../../support/generatedPdfs.ts";
import { REPO_ROOT, runCliAsync } from "../../support/runCliProcess.ts";
import { imagePdf, rawImage, scanPages } from "../../support/scannedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

// A scan's import killed part way (a crash, a closed laptop), then run again: the pages read
// before the kill are not read again. The installed tesseract command reads the pages, through a
// script in PATH that notes each page it is given before running the real command, so the test
// counts the pages each run read. It waits for the command's own progress lines, never for a time.
// In the first import the script lets page reads through until two pages are noted and holds every
// later run at a gate, so the kill lands after two or more pages and before the last, however fast
// the machine reads.

const tesseract = process.platform === "win32" ? null : findTesseractFile();
const PAGES = 6;

/** Page reads the wrapper noted (its --version checks are not page reads). */
const pageReads = (log: string) => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n").filter((l) => l.includes("--psm")).length : 0);

describe.skipIf(!tesseract)("a scan's import killed and run again", () => {
  it("reads only the pages the first run had not read", async () => {
    const work = tempDir();
    const dataDir = tempDir();
    const paper = path.join(work, "long.pdf");
    await writeLongPaper(paper, PAGES);
    const scan = path.join(work, "scan.pdf");
    fs.writeFileSync(scan, imagePdf((await scanPages(new Uint8Array(fs.readFileSync(paper)), { dpi: 150 })).map(rawImage)));
    const bin = path.join(work, "bin");
    fs.mkdirSync(bin);
    const log = path.join(work, "reads.log");
    // A run given a list file reads each picture the list names (pages are handed over a few at a
    // time): the wrapper notes one line a page, so the count is of pages read, whatever the batching.
    const note = `note() { case "$1" in *.list) n=$(wc -l < "$1");; *) n=1;; esac; i=0; while [ "$i" -lt "$n" ]; do echo "$*" >> '${log}'; i=$((i+1)); done; }\n`;
    // The gate: runs decide one at a time (mkdir is atomic); once two pages are noted, a run waits
    // for "open" (the second import) or leaves without reading when "abandon" appears (the first
    // import's orphans, whose parent was killed).
    const gate = path.join(work, "gate");
    const gated = [
      `case "$*" in *--psm*) ;; *) exec '${tesseract}' "$@";; esac`,
      `if [ -e '${gate}.open' ]; then note "$@"; exec '${tesseract}' "$@"; fi`,
      `until mkdir '${gate}.lock' 2>/dev/null; do sleep 0.02; done`,
      `if [ "$(cat '${log}' 2>/dev/null | grep -c -- --psm)" -lt 2 ]; then note "$@"; rmdir '${gate}.lock'; exec '${tesseract}' "$@"; fi`,
      `rmdir '${gate}.lock'`,
      `while [ ! -e '${gate}.open' ]; do [ -e '${gate}.abandon' ] && exit 1; sleep 0.05; done`,
      `[ -e '${gate}.abandon' ] && exit 1`,
      `note "$@"; exec '${tesseract}' "$@"`,
    ].join("\n");
    fs.writeFileSync(path.join(bin, "tesseract"), `#!/bin/sh\n${note}${gated}\n`, { mode: 0o755 });
    const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env["PATH"] ?? ""}` };

    const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), "import", scan, "--data-dir", dataDir], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
    await new Promise<void>((resolve) => {
      child.stderr.setEncoding("utf8").on("data", (text: string) => {
        stderr += text;
        if (/\] [2-9] of 6 pages read/.test(stderr)) resolve();
      });
      void exited.then(() => resolve());
    });
    child.kill("SIGKILL");
    await exited;
    const firstReads = pageReads(log);
    const kept = fs.readdirSync(path.join(dataDir, OCR_READS_FOLDER)).filter((f) => f.endsWith(".json.gz")).length;
    expect(kept).toBeGreaterThanOrEqual(2);
    expect(kept).toBeLessThan(PAGES);
    // The first import's held runs leave without reading; the second import's runs pass the gate.
    fs.writeFileSync(`${gate}.abandon`, "");
    fs.writeFileSync(`${gate}.open`, "");
    fs.rmSync(log);

    const again = await runCliAsync(["--json", "import", scan, "--data-dir", dataDir], { PATH: env.PATH });
    expect(again.code).toBe(0);
    // Every page the first run kept is taken back; only the others are read.
    expect(pageReads(log)).toBe(PAGES - kept);
    expect(firstReads).toBeGreaterThanOrEqual(kept);
    const result = JSON.parse(again.stdout.split("\n")[0]!) as { status: string; pages: number };
    expect(result).toMatchObject({ status: "imported", pages: PAGES });
    const shown = await runCliAsync(["--json", "show", "1", "--data-dir", dataDir]);
    // The kept pages' words are in the paper as the read ones are: a word of the last page and of the first.
    expect(shown.stdout).toMatch(/perovskite/i);
    expect(fs.readdirSync(path.join(dataDir, OCR_READS_FOLDER)).filter((f) => f.endsWith(".json.gz"))).toHaveLength(PAGES);
  });
});
