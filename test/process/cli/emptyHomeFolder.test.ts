// The library's folder when HOME is set to nothing (`HOME=` in a service file, a cron line, `env
// HOME= distillate ...`): os.homedir() returns it as set, and the library used to be created in
// ".local/share/distillate" under whatever folder the command was run from, another library for
// every folder. Through the real CLI, in a child process run from an empty folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

function cliIn(cwd: string, args: string[], env: NodeJS.ProcessEnv) {
  const clean = { ...process.env };
  for (const name of ["DISTILLATE_DATA_DIR", "XDG_DATA_HOME", "XDG_CACHE_HOME"]) delete clean[name];
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { cwd, encoding: "utf8", env: { ...clean, ...env }, timeout: 10 * 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.runIf(process.platform !== "win32")("the CLI with HOME set to nothing", () => {
  it("keeps the library under the account's home folder, never under the folder it is run from", () => {
    const cwd = tempDir();
    // doctor names the library's folder without creating it.
    const run = cliIn(cwd, ["doctor", "--json"], { HOME: "" });
    const report = JSON.parse(run.stdout) as { dataDir: string };
    expect(path.isAbsolute(report.dataDir)).toBe(true);
    expect(report.dataDir).toBe(path.join(os.userInfo().homedir, ".local", "share", "distillate"));
    expect(fs.readdirSync(cwd)).toEqual([]);
  });

  it("uses --data-dir as given whatever HOME holds", () => {
    const cwd = tempDir();
    const dataDir = tempDir();
    const run = cliIn(cwd, ["--data-dir", dataDir, "papers"], { HOME: "relative/home" });
    expect(run.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "library.sqlite"))).toBe(true);
    expect(fs.readdirSync(cwd)).toEqual([]);
  });
});
