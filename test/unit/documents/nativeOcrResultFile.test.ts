import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CommandRunner } from "../../../src-main/core/documents/ocr/CommandRunner.ts";
import { NativeOcrEngine } from "../../../src-main/core/documents/ocr/NativeOcrEngine.ts";

// The tesseract command writes each page's result (hOCR, TSV) into the engine's temporary folder,
// and the engine reads it back. The command is a program on the user's machine (a wrapper script,
// a damaged install), so what it leaves at that name is read as any file from outside: a named
// pipe was read with a blocking open (the thread held until something wrote to it and closed it),
// and a symbolic link was followed, so another file's words were taken as the page's.

const PAGE = new Uint8Array([0x50, 0x35, 0x0a, 0x31, 0x20, 0x31, 0x0a, 0x32, 0x35, 0x35, 0x0a, 0xff]);
const word = (text: string) =>
  `<div class='ocr_carea' title='bbox 0 0 100 20'><p class='ocr_par' title='bbox 0 0 100 20'><span class='ocr_line' title='bbox 0 0 100 20; baseline 0 0; x_size 20'>` +
  `<span class='ocrx_word' title='bbox 0 0 100 20; x_wconf 95'>${[...text].map((c) => `<span class='ocrx_cinfo' title='x_bboxes 0 0 10 20; x_conf 95'>${c}</span>`).join("")}</span></span></p></div>`;

/** A runner that, in place of the command, leaves what `write` makes at the page's result name. */
function fakeCommand(write: (base: string) => void): CommandRunner {
  return {
    run: async ({ args }) => {
      write(args[1]!);
      return { kind: "exited", code: 0, signal: null, stderr: "" };
    },
    killAll: () => undefined,
  };
}

describe("what the tesseract command leaves as a page's result", () => {
  const engines: NativeOcrEngine[] = [];
  const writers: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const writer of writers.splice(0)) writer.kill("SIGKILL");
    for (const engine of engines.splice(0)) await engine.dispose();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const engineWith = (runner: CommandRunner) => {
    const engine = new NativeOcrEngine({ command: { file: "tesseract", version: "5.3.0" }, languages: ["eng"], runner });
    engines.push(engine);
    return engine;
  };

  it("refuses a named pipe in words, never waits on it, and reads the next page", async () => {
    let page = 0;
    const engine = engineWith(
      fakeCommand((base) => {
        if (++page === 2) return fs.writeFileSync(`${base}.hocr`, word("Distillate"));
        expect(spawnSync("mkfifo", [`${base}.hocr`]).status).toBe(0);
        // Something holds the pipe's other end for a while (so a blocking read on main ends, empty,
        // after it, instead of never): the fixed engine refuses the pipe without opening it to wait.
        writers.push(spawn("sh", ["-c", 'exec 3>"$1"; sleep 3', "sh", `${base}.hocr`], { stdio: "ignore" }));
      }),
    );
    await expect(engine.recognize(PAGE)).rejects.toMatchObject({ name: "TesseractCommandError", message: "the installed tesseract wrote a named pipe (FIFO) instead of a page's result" });
    const next = await engine.recognize(PAGE);
    expect(next.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.text))))).toEqual(["Distillate"]);
  });

  it("does not follow a symbolic link to another file and take its words as the page's", async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-ocr-elsewhere-"));
    dirs.push(elsewhere);
    fs.writeFileSync(path.join(elsewhere, "notes.html"), word("private"));
    const engine = engineWith(fakeCommand((base) => fs.symlinkSync(path.join(elsewhere, "notes.html"), `${base}.hocr`)));
    await expect(engine.recognize(PAGE)).rejects.toMatchObject({ name: "TesseractCommandError", message: "the installed tesseract wrote a symbolic link instead of a page's result" });
    expect(fs.readFileSync(path.join(elsewhere, "notes.html"), "utf8")).toBe(word("private"));
  });
});
