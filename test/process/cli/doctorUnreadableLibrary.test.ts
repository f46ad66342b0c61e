// `distillate doctor` is what a user runs when commands fail. The model runtime's settings are kept
// in the library, so when the library could not be opened (a named pipe at its name), the llama.cpp
// line failed with the library's words too, telling the user llama.cpp was broken as well; with a
// loop of links at the same name it said "ok" with no word on the settings. Each line now speaks of
// its own piece: llama.cpp is checked with the default settings, and says so.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DoctorReportSchema } from "../../../src-main/contract/system.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

function doctor(dataDir: string) {
  const run = runCliProcess(["doctor", "--json", "--data-dir", dataDir]);
  expect(run.code).toBe(1);
  const report = DoctorReportSchema.parse(JSON.parse(run.stdout));
  const line = (name: string) => report.components.find((c) => c.name === name)!;
  return { library: line("library"), llama: line("llama.cpp") };
}

describe.skipIf(process.platform === "win32")("distillate doctor with a library that cannot be opened", () => {
  it("a named pipe at the library's name fails the library line only; llama.cpp is checked with the default settings", () => {
    const dataDir = tempDir();
    const library = path.join(dataDir, "library.sqlite");
    // mkfifo is not in Node; the system's command makes the real thing.
    execFileSync("mkfifo", [library]);
    const { library: libraryLine, llama } = doctor(dataDir);
    expect(libraryLine).toMatchObject({ ok: false, detail: expect.stringContaining("named pipe (FIFO)") });
    expect(llama.ok).toBe(true);
    expect(llama.detail).not.toContain("library database");
    expect(llama.detail).toContain("with the default settings, since the library holding your settings cannot be opened");
  });

  it("a loop of links at the library's name says the same", () => {
    const dataDir = tempDir();
    fs.symlinkSync("library.sqlite", path.join(dataDir, "library.sqlite"));
    const { library, llama } = doctor(dataDir);
    expect(library).toMatchObject({ ok: false, detail: expect.stringContaining("loop of links") });
    expect(llama).toMatchObject({ ok: true, detail: expect.stringContaining("with the default settings") });
  });
});

