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

function library(): string {
  const dataDir = tempDir();
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  seedReviewLibrary(db, 2, 3);
  closeDatabase(db);
  return dataDir;
}

describe("distillate export's number flags", () => {
  it("refuse a judge minimum outside the judge's 1-3 scale, naming the range, and write nothing", async () => {
    const dataDir = library();
    const out = path.join(tempDir(), "judged.jsonl");
    for (const value of ["-1", "0", "1e9", "3.5", "", "two"]) {
      const result = await run(["--data-dir", dataDir, "export", "--out", out, "--preset", "judge", `--min-judge=${value}`]);
      expect(result.code, value).not.toBe(0);
      expect(result.stderr, value).toContain("--min-judge takes a score from 1 to 3");
      expect(result.stderr, value).toContain(`"${value}"`);
    }
    expect(fs.existsSync(out)).toBe(false);
    for (const value of ["1", "2.5", "3"]) expect((await run(["--data-dir", dataDir, "export", "--out", out, "--preset", "judge", "--min-judge", value])).code, value).toBe(0);
  });

  it("refuse a split seed past the whole numbers an export can keep, naming --split-seed and nothing else", async () => {
    const dataDir = library();
    const out = path.join(tempDir(), "dataset");
    for (const value of ["1e30", "9007199254740992", "1.5", "seed"]) {
      const result = await run(["--data-dir", dataDir, "export", "--format", "huggingface", "--out", out, `--split-seed=${value}`]);
      expect(result.code, value).not.toBe(0);
      expect(result.stderr, value).toContain("--split-seed takes a whole number from -9007199254740991 to 9007199254740991");
      expect(result.stderr, value).not.toContain("--book");
      expect(result.stderr, value).not.toContain("--license");
    }
    expect(fs.existsSync(out)).toBe(false);
    expect((await run(["--data-dir", dataDir, "export", "--format", "huggingface", "--out", out, "--split-seed=-9007199254740991"])).code).toBe(0);
  });

  it("name the flag that is wrong when the options are refused", async () => {
    const dataDir = library();
    const out = path.join(tempDir(), "chat.jsonl");
    const book = await run(["--data-dir", dataDir, "export", "--format", "chat", "--out", out, "--book", "ajar"]);
    expect(book.code).not.toBe(0);
    expect(book.stderr).toContain("--book takes open or closed");
    expect(book.stderr).not.toContain("--license");
    const license = await run(["--data-dir", dataDir, "export", "--format", "huggingface", "--out", path.join(tempDir(), "d"), "--license", "CC BY"]);
    expect(license.code).not.toBe(0);
    expect(license.stderr).toContain("--license takes a Hub license id");
    expect(license.stderr).not.toContain("--book");
  });
});
