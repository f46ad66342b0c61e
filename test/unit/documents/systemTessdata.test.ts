// "Faster reading with the system's own language data" is offered, and used for a page, only
// when the installed command has a usable file of its own for every chosen language. What lies
// at `<code>.traineddata` in that folder is checked without reading it: a named pipe would hold
// the command (and the check) for good, a link loop or a huge file is no language.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { systemLanguageProblem, usableSystemLanguages } from "../../../src-main/core/documents/ocr/systemTessdata.ts";
import { tempDir } from "../../support/tempDir.ts";

/** A tessdata folder holding a small regular English file. */
function tessdata(): string {
  const folder = tempDir("distillate-system-tessdata-");
  fs.writeFileSync(path.join(folder, "eng.traineddata"), Buffer.alloc(4096, 1));
  return folder;
}

describe("the installed command's own language data", () => {
  it("is usable when every chosen language has a regular file, and names the one that is missing", () => {
    const folder = tessdata();
    expect(systemLanguageProblem(folder, ["eng"])).toBeNull();
    expect(systemLanguageProblem(folder, ["eng", "deu"])).toBe("its deu data is not installed");
    expect(usableSystemLanguages({ folder, languages: ["eng", "deu"] })).toEqual(["eng"]);
  });

  it.skipIf(process.platform === "win32")("refuses a named pipe at the language's name at once, without waiting for a writer", () => {
    const folder = tessdata();
    expect(spawnSync("mkfifo", [path.join(folder, "fra.traineddata")]).status).toBe(0);
    expect(systemLanguageProblem(folder, ["eng", "fra"])).toBe("its fra data is a named pipe (FIFO), not a file");
    expect(usableSystemLanguages({ folder, languages: ["fra", "eng"] })).toEqual(["eng"]);
  });

  it.skipIf(process.platform === "win32")("refuses a loop of symbolic links, and follows a link to a real file", () => {
    const folder = tessdata();
    fs.symlinkSync(path.join(folder, "spa.traineddata"), path.join(folder, "ita.traineddata"));
    fs.symlinkSync(path.join(folder, "ita.traineddata"), path.join(folder, "spa.traineddata"));
    expect(systemLanguageProblem(folder, ["ita"])).toBe("its ita data is a loop of symbolic links, not a file");
    // Distributions may install a language as a link to a shared file: that is a language.
    fs.symlinkSync(path.join(folder, "eng.traineddata"), path.join(folder, "enm.traineddata"));
    expect(systemLanguageProblem(folder, ["enm"])).toBeNull();
  });

  it("refuses a file far larger than any language model, without reading it", () => {
    const folder = tessdata();
    const huge = path.join(folder, "deu.traineddata");
    // Sparse: 2 GB by its size, nothing on the disk.
    fs.writeFileSync(huge, "");
    fs.truncateSync(huge, 2 * 1024 * 1024 * 1024);
    expect(systemLanguageProblem(folder, ["deu"])).toBe("its deu data is larger than 100 MB, too large for a language file");
  });

  it("refuses a folder at the language's name and a code that is no language code", () => {
    const folder = tessdata();
    fs.mkdirSync(path.join(folder, "por.traineddata"));
    expect(systemLanguageProblem(folder, ["por"])).toBe("its por data is a folder, not a file");
    expect(systemLanguageProblem(folder, ["../eng"])).toBe('"../eng" is not a language code');
  });
});
