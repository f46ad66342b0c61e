import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { setSetting } from "../../../src-main/core/db/repositories/settings.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { seedDecisions, seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

// 2 papers x 6 QAs (test/support/reviewData.ts). "me" keeps QA numbers 0, 3, 6, 9 and drops 5;
// "someone-else" drops 0, 4 and 8, so QA 0 is disputed. Verdicts cycle accepted, accepted,
// rejected, pending.

async function cli(dataDir: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...argv, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

function library(decide: boolean): { dataDir: string; seed: ReviewSeed } {
  const dataDir = tempDir();
  const db: LibraryDatabase = openDatabase(path.join(dataDir, "library.sqlite"));
  try {
    const seed = seedReviewLibrary(db, 2, 6);
    setSetting(db, "reviewer", "me");
    if (decide) seedDecisions(db, seed.qaIds, "me");
    return { dataDir, seed };
  } finally {
    closeDatabase(db);
  }
}

const idsIn = (file: string) => fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => (JSON.parse(line) as { id: number }).id);
const numbers = (seed: ReviewSeed, test: (i: number) => boolean) => seed.qaIds.filter((_, i) => test(i));

describe("distillate export --preset", () => {
  it("writes what each preset names, and the default is what any reviewer kept", async () => {
    const { dataDir, seed } = library(true);
    const out = path.join(tempDir(), "qa.jsonl");
    const exported = async (...args: string[]) => {
      const result = await cli(dataDir, "export", "--out", out, ...args);
      expect(result.stderr).not.toContain("Nobody has kept");
      expect(result.code).toBe(0);
      return idsIn(out);
    };
    const keptByMe = numbers(seed, (i) => i % 3 === 0);
    expect(await exported()).toEqual(keptByMe);
    expect(await exported("--preset", "mine")).toEqual(keptByMe);
    expect(await exported("--preset", "kept")).toEqual(keptByMe);
    expect(await exported("--preset", "reviewed")).toEqual(numbers(seed, (i) => i % 3 === 0 || i % 5 === 0 || i % 4 === 0));
    expect(await exported("--preset", "accepted")).toEqual(numbers(seed, (i) => i % 4 < 2));
    expect(await exported("--preset", "all")).toEqual(seed.qaIds);
    // Narrowed by the other flags: kept and accepted, of the first paper only.
    expect(await exported("--preset", "kept", "--accepted-only", "--papers", String(seed.paperIds[0]))).toEqual(numbers(seed, (i) => i < 6 && i % 3 === 0 && i % 4 < 2));
    // The old flags keep their old meaning without a preset: every QA but the dropped ones.
    expect(await exported("--accepted-only")).toEqual(numbers(seed, (i) => i % 4 < 2 && !(i % 3 !== 0 && (i % 5 === 0 || i % 4 === 0))));
    expect(await exported("--include-dropped")).toEqual(seed.qaIds);
    const json = await cli(dataDir, "export", "--out", out, "--preset", "reviewed", "--json");
    expect(JSON.parse(json.stdout)).toMatchObject({ records: numbers(seed, (i) => i % 3 === 0 || i % 5 === 0 || i % 4 === 0).length, preset: "reviewed" });
  });

  it("keeps QAs the judge scored at least N on every criterion", async () => {
    const { dataDir, seed } = library(false);
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    const criteria = ["relevance", "agnosticism", "completeness", "accuracy", "reasonableness"];
    // QA number i gets i % 3 + 1 on every criterion; QA 1 gets a 1 on accuracy alone.
    for (const [i, qaId] of seed.qaIds.entries()) {
      for (const metric of criteria) {
        const value = i === 1 && metric === "accuracy" ? 1 : (i % 3) + 1;
        db.prepare("INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason) VALUES (?, ?, 'judge', ?, 'info', 'test')").run(qaId, metric, value);
      }
    }
    closeDatabase(db);
    const out = path.join(tempDir(), "judged.jsonl");
    expect((await cli(dataDir, "export", "--out", out, "--preset", "judge", "--min-judge", "3")).code).toBe(0);
    expect(idsIn(out)).toEqual(numbers(seed, (i) => i % 3 === 2));
    expect((await cli(dataDir, "export", "--out", out, "--preset", "judge")).code).toBe(0);
    expect(idsIn(out)).toEqual(numbers(seed, (i) => i % 3 >= 1 && i !== 1));
  });

  it("falls back to what the filters accepted when nobody has kept a QA, and says so", async () => {
    const { dataDir, seed } = library(false);
    const out = path.join(tempDir(), "qa.jsonl");
    const result = await cli(dataDir, "export", "--out", out);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("Nobody has kept a QA yet");
    expect(result.stdout).toContain("(accepted by the filters)");
    expect(idsIn(out)).toEqual(numbers(seed, (i) => i % 4 < 2));
  });

  it("refuses an unknown preset and flags that do not go together, naming the choices", async () => {
    const { dataDir } = library(true);
    const out = path.join(tempDir(), "qa.jsonl");
    const unknown = await cli(dataDir, "export", "--out", out, "--preset", "best");
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("mine, kept, reviewed, accepted, judge, all");
    expect((await cli(dataDir, "export", "--out", out, "--preset", "kept", "--include-dropped")).code).not.toBe(0);
    expect((await cli(dataDir, "export", "--out", out, "--min-judge", "3")).code).not.toBe(0);
    expect(fs.existsSync(out)).toBe(false);
    expect((await cli(dataDir, "export", "--help")).stdout).toMatch(/kept +the QAs at least one reviewer kept, disputed ones included \(the default\)/);
  });
});
