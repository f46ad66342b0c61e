// A language whose data is not installed fails the scanned pages with a reason shown to a desktop
// user (an import's failed page). It must name the language and what is installed, in words, and
// never the npm package scope the data would come from (an internal name).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeCommandTessdata } from "../../../src-main/core/documents/ocr/commandTessdata.ts";
import { OcrLanguageMissingError } from "../../../src-main/core/documents/ocr/OcrLanguageMissingError.ts";

describe("a scan asked to be read in a language that is not installed", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-tessdata-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("names the language and the installed ones, not a package", () => {
    let error: unknown;
    try {
      writeCommandTessdata(folder, ["eng", "zzz"]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(OcrLanguageMissingError);
    const message = (error as Error).message;
    expect(message).toContain('"zzz"');
    expect(message).toMatch(/installed: [^)]*eng/);
    expect(message).not.toContain("@");
    expect(message).not.toMatch(/package/i);
  });
});
