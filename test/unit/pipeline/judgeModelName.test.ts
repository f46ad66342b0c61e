import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";

// The judge model has one name and one type in every request that names one: `judgeModel`, a
// registry id in digits or a GGUF path. "Judge with…"'s preview took `judgeModelId: number`
// until this release; scripts sending that still work, through the same dispatcher as the app.

let core: Core;
let dir: string;
beforeEach(() => {
  dir = tempDir();
  core = createCore({ dataDir: path.join(dir, "data") });
});
afterEach(() => core.close());

const CHUNK = "Perovskite films were annealed at 150 °C for 10 min. The grains grew to about 20 nm.";

/** An imported run of two answerable QAs and one refusal (which has nothing to grade). */
async function importedRun(): Promise<number> {
  const csv = path.join(dir, "qac.csv");
  fs.writeFileSync(
    csv,
    "Question,Answer,Difficulty,chunk\n" +
      `"At what temperature were the films annealed?","At 150 °C.",Easy,"${CHUNK}"\n` +
      `"How large did the grains grow?","About 20 nm.",Easy,"${CHUNK}"\n` +
      `"Why were the films annealed twice?","Answer not available from the given context.",Negative,"${CHUNK}"\n`,
  );
  return (await core.services.qaImport.importQas({ file: csv, fields: { source: "chunk" } })).runId;
}

/** A registered judge file, once its hash is known (hashing runs in the background). */
async function registeredJudge(): Promise<{ id: number; file: string }> {
  const file = writeTinyModel(dir, "judge.gguf");
  const { model } = await core.services.models.add(file);
  while (!(await core.services.models.list()).find((m) => m.id === model.id)?.sha256) await new Promise((resolve) => setTimeout(resolve, 20));
  return { id: model.id, file };
}

const preview = (request: Record<string, unknown>) => invokeService(core.services, "judge.evaluatePreview", [request]);

describe("the judge model's one name", () => {
  it("previews a judging by judgeModel as a registry id or as the file, like evaluate names it", async () => {
    const runId = await importedRun();
    const judge = await registeredJudge();
    const expected = { ok: true, value: { selected: 2, alreadyJudged: 0, known: true } };
    expect(await preview({ runId, judgeModel: String(judge.id) })).toEqual(expected);
    expect(await preview({ runId, judgeModel: judge.file })).toEqual(expected);
    // A file not registered yet has judged nothing that can be told apart: counted, and said to be unknown.
    expect(await preview({ runId, judgeModel: path.join(dir, "other.gguf") })).toEqual({ ok: true, value: { selected: 2, alreadyJudged: 0, known: false } });
    expect(await preview({ runId, judgeModel: "999" })).toMatchObject({ ok: false, error: { name: "ModelNotFoundError", message: expect.stringMatching(/no model with id 999/) } });
  });

  it("still takes the old judgeModelId from a script, reading it as judgeModel, and refuses both or neither", async () => {
    const runId = await importedRun();
    const judge = await registeredJudge();
    expect(await preview({ runId, judgeModelId: judge.id })).toEqual(await preview({ runId, judgeModel: String(judge.id) }));
    expect(await preview({ runId, judgeModelId: 999 })).toMatchObject({ ok: false, error: { name: "ModelNotFoundError" } });
    for (const request of [{ runId }, { runId, judgeModel: String(judge.id), judgeModelId: judge.id }]) {
      expect(await preview(request)).toMatchObject({ ok: false, error: { name: "InvalidCallError", message: expect.stringMatching(/give judgeModel, a registry id or a GGUF file \(judgeModelId is its old name/) } });
    }
    // The old field keeps its old type: a number, not a path.
    expect(await preview({ runId, judgeModelId: String(judge.id) })).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
  });
});
