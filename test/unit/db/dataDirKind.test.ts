import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { tempDir } from "../../support/tempDir.ts";

// `--data-dir` naming a file or a named pipe: mkdir's own words were "EEXIST: file already exists".
describe("a data folder that is not a folder", () => {
  it("is refused with DataDirError saying what is there, and left as it is", () => {
    const dir = tempDir();
    const file = path.join(dir, "notes.txt");
    fs.writeFileSync(file, "mine");
    const pipe = path.join(dir, "pipe");
    execFileSync("mkfifo", [pipe]);
    for (const [dataDir, message] of [
      [file, `Cannot use ${file} as the Distillate data directory: it is a file, not a folder`],
      [pipe, `Cannot use ${pipe} as the Distillate data directory: it is a named pipe (FIFO), not a folder`],
      [path.join(file, "library"), `Cannot use ${path.join(file, "library")} as the Distillate data directory: ${file} is a file, not a folder`],
    ] as const) {
      expect(() => openDatabase(path.join(dataDir, "library.sqlite"))).toThrow(expect.objectContaining({ name: "DataDirError", message }));
    }
    expect(fs.readFileSync(file, "utf8")).toBe("mine");
    expect(fs.lstatSync(pipe).isFIFO()).toBe(true);
  });
});
