import path from "node:path";
import { describe, expect, it } from "vitest";
import { TINY_MODEL_IDENTITY, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { expectKilledRunEndsLikeUninterrupted, planTwinRuns, runChild } from "./support/killedRun.ts";

const CHILD = path.join(import.meta.dirname, "../support/pipelineChild.ts");

describe("a generation run killed with SIGKILL and resumed", () => {
  it("ends with the same QA set as an uninterrupted run, no duplicates, and a sound file", async () => {
    const dir = tempDir();
    const model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    const { file, reference, interrupted } = await planTwinRuns(dir, { id: null, ...TINY_MODEL_IDENTITY });
    expect(reference.items).toBe(6); // three items for each of the two papers
    await expectKilledRunEndsLikeUninterrupted({
      file,
      reference,
      interrupted,
      child: (runId, killAfterMs) => runChild(CHILD, [file, model, String(runId)], killAfterMs),
      // After every kill: QAs exist only for items committed as done, and never without their scores.
      sound: { integrity: "ok", duplicates: 0, orphans: 0, unscored: 0 },
    });
  });
});
