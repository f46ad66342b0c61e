import { describe, expect, it } from "vitest";
import { AddModelResultSchema } from "../../src-main/contract/models.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { runCliProcess } from "../support/runCliProcess.ts";
import { tempDir } from "../support/tempDir.ts";

describe("a registered model runs by its id", () => {
  it("models add, then generate-test --model <id> loads the registered file", () => {
    const dataDir = tempDir();
    const file = writeTinyModel(tempDir());
    const added = AddModelResultSchema.parse(JSON.parse(runCliProcess(["models", "add", file, "--json", "--data-dir", dataDir]).stdout));
    const run = runCliProcess(["generate-test", "--model", String(added.model.id), "--prompt", "Hello", "--max-tokens", "4", "--threads", String(TEST_THREADS), "--data-dir", dataDir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Model ${file} on CPU`);
  });
});
