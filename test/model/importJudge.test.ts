// Imported QAs judged as a run's are: `import-qas --judge MODEL` grades the imported run with the
// judge model on the RACAR criteria once the filters have ruled, with a real (tiny) model.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JUDGE_CRITERIA } from "../../src-main/contract/judge.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { selectQaRecords } from "../../src-main/core/export/selectQaRecords.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let core: Core;
let dir: string;
let judgeId: number;

beforeAll(async () => {
  dir = tempDirForSuite();
  core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
  judgeId = (await core.services.models.add(writeTinyModel(dir, "judge.gguf", { contextLength: 8192, seed: 9 }), { name: "judge", role: "judge" })).model.id;
}, 600_000);

afterAll(() => core?.closeAsync());

describe("import-qas with a judge model", () => {
  it("grades every imported QA on the RACAR criteria after the filters, each QA keeping its origin", async () => {
    const source = path.join(dir, "paper.txt");
    fs.writeFileSync(source, "Perovskite films were annealed at 150 °C for 10 min.\nThe grains grew to about 40 nm after annealing.");
    const file = path.join(dir, "qas.jsonl");
    fs.writeFileSync(file, `{"question":"At what temperature were the films annealed?","answer":"150 °C."}\n{"question":"How large did the grains grow?","answer":"About 40 nm."}\n`);
    const result = await core.services.qaImport.importQas({ file, sourceText: source, judgeModel: String(judgeId) });
    expect(result).toMatchObject({ qas: 2, judged: 2 });
    for (const record of selectQaRecords(core.db(), "me", { runIds: [result.runId] })) {
      expect(record.scores.map((s) => s.metric)).toEqual(expect.arrayContaining([...JUDGE_CRITERIA, "numeric-source", "near-duplicate"]));
      expect(record.provenance.origin).toMatchObject({ file: "qas.jsonl", format: "jsonl" });
    }
  });
});
