import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DbInfoSchema, ImportResultSchema } from "../../../src-main/contract/index.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

/**
 * What `npm install -g` leaves: bin/, the built out/cli/ and package.json, with no TypeScript
 * sources beside them, so the bin script can only run the build. The packages come from the
 * repository's node_modules (an install would have fetched them).
 */
let installed: string;

beforeAll(() => {
  installed = tempDirForSuite("distillate-installed-");
  fs.mkdirSync(path.join(installed, "bin"));
  fs.copyFileSync(path.join(REPO_ROOT, "bin/distillate.js"), path.join(installed, "bin/distillate.js"));
  fs.copyFileSync(path.join(REPO_ROOT, "package.json"), path.join(installed, "package.json"));
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(installed, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, "scripts/buildCli.ts"), "--out-dir", path.join(installed, "out/cli")], { encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);
});

function runInstalled(args: string[]) {
  const result = spawnSync(process.execPath, [path.join(installed, "bin/distillate.js"), ...args], { encoding: "utf8", timeout: 10 * 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("an installed distillate (built output only)", () => {
  it("answers db info without the TypeScript sources", () => {
    const dataDir = tempDir();
    const { code, stdout, stderr } = runInstalled(["db", "info", "--json", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(DbInfoSchema.parse(JSON.parse(stdout)).path).toBe(path.join(dataDir, "library.sqlite"));
  });

  it("imports a PDF: the built parse worker is found beside the CLI", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const { code, stdout, stderr } = runInstalled(["import", pdfs.ownerOnly, "--json", "--data-dir", tempDir()]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(ImportResultSchema.parse(JSON.parse(stdout.trim()))).toMatchObject({ status: "imported", pages: pdfs.truth.pageCount });
  });
});
