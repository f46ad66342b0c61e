import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runDoctor } from "../../../src-main/core/doctor/runDoctor.ts";
import { tempDir } from "../../support/tempDir.ts";

// The doctor is what a user runs when commands fail. A library reached through a symbolic link to
// a disk not mounted (or a loop of links) was reported "ok: not created yet", while every command
// refused to open it: the doctor now opens what is at the name, as the commands do, and says why.
const noRuntime = async () => {
  throw new Error("no model runtime in this test");
};

async function libraryCheck(dataDir: string) {
  const report = await runDoctor({ dataDir, databasePath: path.join(dataDir, "library.sqlite"), llmRuntimeInfo: noRuntime });
  return report.components.find((c) => c.name === "library")!;
}

describe("distillate doctor on the library's name", () => {
  it("names a link to a library that is not there as the problem, and creates nothing at its target", async () => {
    const dataDir = tempDir();
    const unmounted = path.join(tempDir(), "usb-disk", "library.sqlite");
    fs.symlinkSync(unmounted, path.join(dataDir, "library.sqlite"));
    const check = await libraryCheck(dataDir);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain(`it is a symbolic link to ${unmounted}, where there is nothing`);
    expect(fs.existsSync(path.dirname(unmounted))).toBe(false);
  });

  it("names a loop of links as the problem", async () => {
    const dataDir = tempDir();
    fs.symlinkSync("library.sqlite", path.join(dataDir, "library.sqlite"));
    const check = await libraryCheck(dataDir);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain("loop of links");
  });

  it("still says a library not made yet will be made", async () => {
    const check = await libraryCheck(tempDir());
    expect(check).toMatchObject({ ok: true, detail: expect.stringContaining("not created yet") });
  });
});
