import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

async function run(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe("distillate export --format", () => {
  it("writes a Hugging Face folder with the split options given, and says what went where", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    seedReviewLibrary(db, 4, 3);
    closeDatabase(db);
    const out = path.join(tempDir(), "dataset");
    const result = await run(["--data-dir", dataDir, "export", "--format", "huggingface", "--out", out, "--split-seed", "2", "--split-ratios", "1,1,0", "--license", "cc-by-4.0"]);
    expect(result.stderr).not.toContain("distillate:");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/huggingface format v1/);
    expect(result.stdout).toMatch(/splits: train \d+ QA\(s\) from \d+ paper\(s\), validation \d+ QA\(s\) from \d+ paper\(s\), test 0 QA\(s\) from 0 paper\(s\)/);
    expect(fs.readFileSync(path.join(out, "README.md"), "utf8")).toContain('license: "cc-by-4.0"');
    expect(fs.readdirSync(path.join(out, "data")).sort()).toEqual(["test.jsonl", "test.parquet", "train.jsonl", "train.parquet", "validation.jsonl", "validation.parquet"]);
  });

  it("names the formats when given an unknown one, and checks the split ratios", async () => {
    const bad = await run(["--data-dir", tempDir(), "export", "--format", "xlsx", "--out", "x"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("json, jsonl, chat, alpaca, qac, csv, beir, huggingface");
    const ratios = await run(["--data-dir", tempDir(), "export", "--format", "beir", "--out", "x", "--split-ratios", "80,20"]);
    expect(ratios.code).not.toBe(0);
    expect(ratios.stderr).toContain("--split-ratios");
  });
});
