import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { REPO_ROOT, runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

function libraryWith(seed: (db: ReturnType<typeof openDatabase>) => void): string {
  const dataDir = tempDir();
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  seed(db);
  closeDatabase(db);
  return dataDir;
}

describe("distillate export (child process)", () => {
  it("refuses to write over the library, which still opens with its papers", () => {
    const dataDir = libraryWith((db) => seedReviewLibrary(db, 3, 2));
    const library = path.join(dataDir, "library.sqlite");
    const refused = runCliProcess(["export", "--out", library, "--data-dir", dataDir]);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("is the library itself");
    expect(refused.stderr).toContain("--out");
    const papers = runCliProcess(["papers", "--json", "--data-dir", dataDir]);
    expect(papers.code).toBe(0);
    expect(JSON.parse(papers.stdout)).toHaveLength(3);
    const inside = runCliProcess(["export", "--out", path.join(dataDir, "qa.jsonl"), "--data-dir", dataDir, "--json"]);
    expect(inside.code).not.toBe(0);
    expect(JSON.parse(inside.stderr)).toMatchObject({ error: { name: "ExportInsideDataDirError" } });
  });

  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    it(`${signal} mid-export removes the partial file and leaves the previous export intact (exit ${code})`, async () => {
      const dataDir = libraryWith((db) => seedLargeLibrary(db, 100_000));
      const outDir = tempDir();
      const target = path.join(outDir, "dataset.jsonl");
      fs.writeFileSync(target, "the previous export\n");
      const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), "export", "--out", target, "--preset", "all", "--data-dir", dataDir], { stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
      const exited = new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
      // Signal once records are being written (the partial file exists and has grown).
      const partial = () => fs.readdirSync(outDir).find((name) => name.endsWith(".partial"));
      await expect.poll(() => {
        const name = partial();
        return name !== undefined && fs.statSync(path.join(outDir, name)).size > 0;
      }).toBe(true);
      child.kill(signal);
      expect(await exited).toBe(code);
      expect(stderr).toContain("Export stopped");
      expect(fs.readdirSync(outDir)).toEqual(["dataset.jsonl"]);
      expect(fs.readFileSync(target, "utf8")).toBe("the previous export\n");
    });
  }
});
