import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { REPO_ROOT } from "../../support/runCliProcess.ts";

// Every folder but corpus shares worker processes between files (isolate: false), where
// test/support/tempDir.ts is evaluated once per worker. Three unit files run in one worker must
// each leave no temporary folder behind, the later files as well as the first.

it("removes every file's temporary folders in a project whose files share a worker", () => {
  const prefix = `distillate-cleanup-${process.pid}-${Date.now()}-`;
  const folder = fs.mkdtempSync(path.join(REPO_ROOT, "test", "unit", ".cleanup-"));
  try {
    const files = [1, 2, 3].map((n) => {
      const file = path.join(folder, `file${n}.test.ts`);
      fs.writeFileSync(
        file,
        [
          'import fs from "node:fs";',
          'import { expect, it } from "vitest";',
          `import { tempDir, tempDirForSuite } from ${JSON.stringify(path.join(REPO_ROOT, "test", "support", "tempDir.ts"))};`,
          `it("makes folders", () => expect(fs.existsSync(tempDir(${JSON.stringify(`${prefix}test-`)})) && fs.existsSync(tempDirForSuite(${JSON.stringify(`${prefix}file-`)}))).toBe(true));`,
        ].join("\n"),
      );
      return file;
    });
    const vitest = path.join(REPO_ROOT, "node_modules", "vitest", "vitest.mjs");
    const result = spawnSync(process.execPath, [vitest, "run", "--project", "unit", "--maxWorkers=1", "--reporter=dot", ...files], { cwd: REPO_ROOT, encoding: "utf8", timeout: 5 * 60_000 });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/3 passed/);
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(prefix))).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
