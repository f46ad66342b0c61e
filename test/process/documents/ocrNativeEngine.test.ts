// The installed tesseract command as the OCR engine (docs/ocr.md, "Round 15: the native engine"):
// a generated two-column paper scanned at 200 dpi and read in the real parse workers by the real
// command, against tesseract.js on the same scan; and the command's failures on a temporary PATH
// (none there, one that crashes, one that hangs), each page then read or given up as the notes say.
// The two falls back to tesseract.js read a band of the page's body text, not the whole page: what
// they check is which engine read it and why, and the whole page is six times the pixels for tesseract.js.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { BUILT_IN_ENGINE } from "../../../src-main/contract/ocrEngineNames.ts";
import { PreferredOcrEngine } from "../../../src-main/core/documents/ocr/PreferredOcrEngine.ts";
import { readPageWithOcr } from "../../../src-main/core/documents/ocr/readPageWithOcr.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { type GeneratedPaperTruth } from "../../support/generatedPdfs.ts";
import { imagePdf, rawImage } from "../../support/scannedPdfs.ts";
import { bodyBand as bodyBandOf, scannedFirstPage } from "../../support/scannedFirstPage.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

const installed = spawnSync("tesseract", ["--version"]).status === 0;
const SLEEP = ["/bin/sleep", "/usr/bin/sleep"].find((f) => fs.existsSync(f));
/** A command that writes its process id beside itself and hangs (builtins and absolute paths only: PATH may hold nothing else). */
const PID_AND_SLEEP = `echo $$ > "\${0%/*}/pid"\nexec ${SLEEP} 600`;

/** A folder holding only an executable named tesseract that runs `body` (a POSIX shell script) after answering --version as tesseract 5. */
function fakeTesseract(body: string): string {
  const folder = tempDir("distillate-fake-tesseract-");
  const file = path.join(folder, "tesseract");
  fs.writeFileSync(file, `#!/bin/sh\nif [ "$1" = "--version" ]; then echo "tesseract 5.3.0"; exit 0; fi\n${body}\n`);
  fs.chmodSync(file, 0o755);
  return folder;
}

describe("the installed tesseract command as the OCR engine", () => {
  let scan: Uint8Array;
  /** A band of the same page's two columns of body text, a sixth of its height, as a page of its own. */
  let bodyBand: Uint8Array;
  let truth: GeneratedPaperTruth;

  beforeAll(async () => {
    const scanned = await scannedFirstPage(tempDirForSuite());
    truth = scanned.truth;
    scan = imagePdf([rawImage(scanned.page)]);
    bodyBand = imagePdf([rawImage(bodyBandOf(scanned.page))]);
  });

  describe.skipIf(!installed)("in the parse workers", () => {
    const pool = new ParserPool({ size: 1 });
    afterAll(() => pool.dispose());

    it("reads the scan's title and headings as tesseract.js does, and the notes name the command", async () => {
      const native = await pool.parse(scan.slice(), { file: "scan.pdf", ocr: { languages: ["eng"], engine: "automatic" } });
      const builtIn = await pool.parse(scan.slice(), { file: "scan.pdf", ocr: { languages: ["eng"], engine: "builtin" } });
      expect(native.title).toBe(truth.title);
      expect(native.title).toBe(builtIn.title);
      expect(native.sections.map((s) => s.heading)).toEqual(builtIn.sections.map((s) => s.heading));
      expect(native.sections.length).toBeGreaterThan(0);
      const notes = OcrNotesSchema.parse(native.metadata?.["ocr"]);
      expect(notes.engines).toEqual([{ engine: expect.stringMatching(/^tesseract [45]\.\d+(\.\d+)? \(installed\)$/), pages: [1] }]);
      expect(notes.engineNotes).toEqual([]);
      expect(OcrNotesSchema.parse(builtIn.metadata?.["ocr"]).engines).toEqual([{ engine: BUILT_IN_ENGINE, pages: [1] }]);
      // Words with boxes for the paper view, as tesseract.js gives them.
      expect(native.ocrWords?.[0]?.words.length).toBeGreaterThan(100);
    });
  });

  describe.skipIf(process.platform === "win32" || !SLEEP)("when the command is missing or fails", () => {
    /** Page 1 of `pdf` (the scan unless told) read by the automatic engine with only `folder` on PATH. */
    async function readWith(folder: string, pageTimeoutMs?: number, pdf = scan) {
      const engine = new PreferredOcrEngine({ languages: ["eng"], engine: "automatic", env: { PATH: folder }, ...(pageTimeoutMs ? { pageTimeoutMs } : {}) });
      const doc = await openPdf(pdf.slice(), "scan.pdf");
      try {
        return (await readPageWithOcr(doc, 1, engine)).ocr!;
      } finally {
        await doc.close();
        await engine.dispose();
      }
    }

    it("reads with the built-in engine when no command is on PATH, and says so", async () => {
      const report = await readWith(tempDir("distillate-empty-path-"), undefined, bodyBand);
      expect(report.error).toBeUndefined();
      expect(report.characters).toBeGreaterThan(500);
      expect(report.engine).toBe(BUILT_IN_ENGINE);
      expect(report.engineNote).toBe("no installed tesseract command was found");
    });

    it("reads a page the command crashes on with the built-in engine, with why in words", async () => {
      const report = await readWith(fakeTesseract('echo "Segmentation fault (core dumped) at 0x7f00" >&2\nexit 139'), undefined, bodyBand);
      expect(report.error).toBeUndefined();
      expect(report.engine).toBe(BUILT_IN_ENGINE);
      expect(report.engineNote).toBe("the installed tesseract failed (exit code 139)");
    });

    it("kills a command that hangs at the page's limit and gives the page up", async () => {
      const folder = fakeTesseract(PID_AND_SLEEP);
      const report = await readWith(folder, 1_500);
      expect(report.error).toBe("OCR stopped after 2 s on this page (the limit for one page)");
      const pid = Number(fs.readFileSync(path.join(folder, "pid"), "utf8"));
      expect(pid).toBeGreaterThan(0);
      expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
    });

    /**
     * Starts a scan's parse in a pool whose workers find only a command that hangs, waits until it
     * runs, stops the parse with `stop`, and returns what the parse settled with and the command's
     * process id. A worker takes its environment from the process when it starts.
     */
    async function stopHungCommand(stop: (pool: ParserPool, abort: AbortController) => Promise<void>): Promise<{ outcome: unknown; pid: number }> {
      const folder = fakeTesseract(PID_AND_SLEEP);
      const pidFile = path.join(folder, "pid");
      const PATH = process.env["PATH"];
      process.env["PATH"] = folder;
      const pool = new ParserPool({ size: 1 });
      const abort = new AbortController();
      try {
        let settled = false;
        const parsed = pool.parse(scan.slice(), { file: "scan.pdf", ocr: { languages: ["eng"], engine: "automatic" } }, abort.signal).catch((error: Error) => error).finally(() => (settled = true));
        while (!settled && !(fs.existsSync(pidFile) && fs.readFileSync(pidFile, "utf8").trim())) await new Promise((resolve) => setTimeout(resolve, 50));
        const pid = Number(fs.readFileSync(pidFile, "utf8"));
        expect(processState(pid)).toMatch(/^[SR]$/);
        await stop(pool, abort);
        return { outcome: await parsed, pid };
      } finally {
        process.env["PATH"] = PATH;
        await pool.dispose();
      }
    }

    /** Waits (a few seconds at most: a SIGKILL is prompt) for `pid` to be gone: killed and reaped, neither running on nor a zombie. */
    async function expectGone(pid: number): Promise<void> {
      for (let i = 0; i < 100 && processState(pid) !== "gone"; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(processState(pid)).toBe("gone");
    }

    const nativeFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`distillate-tesseract-${process.pid}-`));

    it.skipIf(process.platform !== "linux")("kills and reaps the command of a parse that is cancelled, though its worker thread is terminated, and leaves no files", async () => {
      const { outcome, pid } = await stopHungCommand(async (_pool, abort) => abort.abort(new Error("cancelled by the test")));
      expect(outcome).toMatchObject({ message: "cancelled by the test" });
      await expectGone(pid);
      // Nor is the language data it unpacked left behind in the temporary folder.
      expect(nativeFolders()).toEqual([]);
    });

    it.skipIf(process.platform !== "linux")("kills and reaps the command of a parse whose pool is disposed mid-page (the app closing)", async () => {
      const { outcome, pid } = await stopHungCommand((pool) => pool.dispose());
      expect(outcome).toMatchObject({ message: "The parser pool has been disposed." });
      await expectGone(pid);
      expect(nativeFolders()).toEqual([]);
    });
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
