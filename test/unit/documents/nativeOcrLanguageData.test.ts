import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { CommandRun, CommandRunner } from "../../../src-main/core/documents/ocr/CommandRunner.ts";
import { NativeOcrEngine } from "../../../src-main/core/documents/ocr/NativeOcrEngine.ts";

// The tesseract command reads the app's own language data, unpacked into a temporary folder
// before the first page. A language that could not be unpacked (not installed) used to leave the
// folder half made: the first page failed with the clear "not installed", and every later page
// ran the command on the half folder and failed with its words instead.
describe("the tesseract command's language data", () => {
  const engines: NativeOcrEngine[] = [];
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.dispose();
  });

  it("fails every page with the missing language named, and never runs the command on a half-unpacked folder", async () => {
    const runs: CommandRun[] = [];
    const runner: CommandRunner = {
      run: async (command) => {
        runs.push(command);
        return { kind: "exited", code: 1, signal: null, stderr: "Failed loading language 'zz'" };
      },
      killAll: () => undefined,
    };
    const engine = new NativeOcrEngine({ command: { file: "tesseract", version: "5.3.0" }, languages: ["eng", "zz"], runner });
    engines.push(engine);
    const page = new Uint8Array([0x50, 0x35, 0x0a, 0x31, 0x20, 0x31, 0x0a, 0x32, 0x35, 0x35, 0x0a, 0xff]);
    for (let n = 0; n < 2; n++) await expect(engine.recognize(page)).rejects.toMatchObject({ name: "OcrLanguageMissingError", language: "zz" });
    expect(runs).toEqual([]);
  });

  it("unpacks the installed language once, whole, for every page", async () => {
    const folders: string[] = [];
    const runner: CommandRunner = {
      run: async ({ args }) => {
        const dir = args[args.indexOf("--tessdata-dir") + 1]!;
        folders.push(dir);
        expect(fs.readdirSync(dir)).toEqual(["eng.traineddata"]);
        return { kind: "exited", code: 1, signal: null, stderr: "" };
      },
      killAll: () => undefined,
    };
    const engine = new NativeOcrEngine({ command: { file: "tesseract", version: "5.3.0" }, languages: ["eng"], runner });
    engines.push(engine);
    const page = new Uint8Array([0x50, 0x35, 0x0a, 0x31, 0x20, 0x31, 0x0a, 0x32, 0x35, 0x35, 0x0a, 0xff]);
    for (let n = 0; n < 2; n++) await expect(engine.recognize(page)).rejects.toMatchObject({ name: "TesseractCommandError" });
    expect(folders).toHaveLength(2);
    expect(folders[1]).toBe(folders[0]);
    expect(fs.readdirSync(`${folders[0]}/..`).filter((n) => n.endsWith(".partial"))).toEqual([]);
  });
});
