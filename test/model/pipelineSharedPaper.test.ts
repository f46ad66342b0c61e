import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { listPassages } from "../../src-main/core/db/repositories/papers.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { llamaPort } from "../support/llamaPort.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { startRun } from "../../src-main/core/pipeline/jobs/startRun.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { SHARED_PAPERS, sharedAvailable } from "../support/sharedFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

const available = sharedAvailable(SHARED_PAPERS);
const runtime = useRuntime();
let db: LibraryDatabase;
let paperId: number;
let model: LoadedModel;
let generator: Generator;
const identity = { name: "tiny-random-llama", sha256: null, quantization: "F32" };

describe.skipIf(!available)("generating from a real shared paper", () => {
  beforeAll(async () => {
    const dir = tempDirForSuite();
    db = openDatabase(path.join(dir, "library.sqlite"));
    const [imported] = await importPapers(db, [path.join(SHARED_PAPERS, "05-pfhub-phasefield-jors2019-proof.pdf")]);
    paperId = imported!.paperId!;
    model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
    generator = await model.createGenerator({ contextSize: 8192, sequences: 3 });
  });

  afterAll(async () => {
    await generator?.dispose();
    await model?.dispose();
    if (db) closeDatabase(db);
  });

  for (const strategy of ["sciqag", "chemlit", "retchem"]) {
    it(`${strategy} completes every item and every evidence span quotes the paper exactly`, async () => {
      const { runId, items } = startRun(db, { strategy, paperIds: [paperId], model: { id: null, ...identity }, seed: 2 });
      const port = await llamaPort(model, generator, { model: identity, seed: 2, lanes: 2 });
      const final = await executeRun(db, runId, port, { scorer: port });
      expect(final).toMatchObject({ status: "completed", done: items, failed: 0 });
      const passages = new Map(listPassages(db, paperId).map((p) => [p.id, p]));
      const qas = listQaItemsForRun(db, runId);
      expect(qas.length).toBeGreaterThan(0);
      for (const qa of qas) {
        for (const span of qa.evidence.filter((e) => e.passageId !== null)) expect(passages.get(span.passageId!)!.text.slice(span.start!, span.end!)).toBe(span.text);
        expect(listScores(db, qa.id).length).toBeGreaterThanOrEqual(5);
      }
    });
  }
});
