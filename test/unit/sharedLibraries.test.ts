import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ServedAppDirs } from "../support/servedApp.ts";
import { copyOfSharedLibrary } from "../support/sharedLibraries.ts";
import { tempDir } from "../support/tempDir.ts";

// The browser files that start from one library (test/support/sharedLibraries.ts) run in two
// worker processes at once; here two callers in one process stand for them, which meets the
// same folder claim and the same wait.

const dirsIn = (root: string, name: string): ServedAppDirs => ({ dataDir: path.join(root, name, "data"), work: path.join(root, name) });

describe("a library shared by several test files", () => {
  it("is built once for callers that ask at the same time, and each gets its own copy", async () => {
    const run = tempDir();
    const files = tempDir();
    let builds = 0;
    const build = async ({ dataDir }: ServedAppDirs) => {
      builds++;
      // A build that takes a while, so the second caller arrives while it is under way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, "library.txt"), "built once");
      return { runId: 7, qaIds: [1, 2] };
    };
    const [first, second] = await Promise.all([copyOfSharedLibrary("demo", build, dirsIn(files, "a"), run), copyOfSharedLibrary("demo", build, dirsIn(files, "b"), run)]);
    expect(builds).toBe(1);
    expect(first).toEqual({ runId: 7, qaIds: [1, 2] });
    expect(second).toEqual(first);
    // One file's change stays in its own copy.
    fs.writeFileSync(path.join(files, "a", "data", "library.txt"), "changed by a");
    expect(fs.readFileSync(path.join(files, "b", "data", "library.txt"), "utf8")).toBe("built once");
    // A later file copies without building.
    await copyOfSharedLibrary("demo", build, dirsIn(files, "c"), run);
    expect(builds).toBe(1);
    expect(fs.readFileSync(path.join(files, "c", "data", "library.txt"), "utf8")).toBe("built once");
  });

  it("fails every file that asks, with the builder's error, when the build fails", async () => {
    const run = tempDir();
    const files = tempDir();
    const build = async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error("the demo model refused every question");
    };
    const results = await Promise.allSettled([copyOfSharedLibrary("demo", build, dirsIn(files, "a"), run), copyOfSharedLibrary("demo", build, dirsIn(files, "b"), run)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    const messages = results.map((r) => (r as PromiseRejectedResult).reason.message as string);
    expect(messages[0]).toBe("the demo model refused every question");
    expect(messages[1]).toMatch(/^Another test file failed to build the shared library "demo":\n.*the demo model refused every question/);
  });
});
