import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import { ExportRunner } from "../../src-main/core/export/ExportRunner.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { requestedContextSize } from "../../src-main/core/pipeline/checks/resolvedContextSize.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { loadPaperForGeneration } from "../../src-main/core/pipeline/jobs/loadPaperForGeneration.ts";
import { startRun } from "../../src-main/core/pipeline/jobs/startRun.ts";
import { bodySections } from "../../src-main/core/pipeline/strategies/paperContext.ts";
import { SCHEMA_FILE } from "../../scripts/writeSchemas.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { llamaPort } from "../support/llamaPort.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir, tempDirForSuite } from "../support/tempDir.ts";

// A model trained on a short context, given no context size: the generator follows the model
// (its trained size), the paper does not fit one prompt, and SciQAG must read it group by group.
const TRAINED = 6144;
const runtime = useRuntime();
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));
const identity = { name: "tiny-random-llama", sha256: null, quantization: "F32" };
let db: LibraryDatabase;
let dir: string;
let paperId: number;
let model: LoadedModel;
let generator: Generator;

beforeAll(async () => {
  dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  db = openDatabase(path.join(dir, "library.sqlite"));
  const [imported] = await importPapers(db, [pdfs.twoColumn]);
  paperId = imported!.paperId!;
  model = await runtime().loadModel({ file: writeTinyModel(dir, "short.gguf", { contextLength: TRAINED }) });
  generator = await model.createGenerator({ contextSize: requestedContextSize(undefined, model.trainContextSize), sequences: 2 });
});

afterAll(async () => {
  await generator?.dispose();
  await model?.dispose();
  if (db) closeDatabase(db);
});

describe("SciQAG on a paper longer than the model's context, with real inference", () => {
  it("follows the model's trained context, reads every section in groups, and exports what each QA was written from", async () => {
    expect(generator.contextSize).toBe(TRAINED);
    const { runId, items } = startRun(db, { strategy: "sciqag", paperIds: [paperId], settings: { maxTokens: 1024 }, model: { id: null, ...identity }, seed: 5 });
    expect(items).toBe(1);
    const port = await llamaPort(model, generator, { model: identity, seed: 5, lanes: 1 });
    const before = generator.tokenCounts();
    const final = await executeRun(db, runId, port, { scorer: null });
    expect(final.status).toBe("completed");

    const qas = listQaItemsForRun(db, runId);
    const contexts = qas.map((q) => q.context as { policy: string; group: number; groups: number; includedSections: string[]; passageIds: number[] });
    const groups = contexts[0]!.groups;
    expect(groups).toBeGreaterThan(1);
    // Each group's schema asks for its share of the ten, at least one.
    expect(qas).toHaveLength(Math.max(10, groups));
    for (const c of contexts) expect(c).toMatchObject({ policy: "section-groups", groups });
    // Every group wrote QAs, and together the groups held every section and paragraph of the body.
    expect(new Set(contexts.map((c) => c.group))).toEqual(new Set(Array.from({ length: groups }, (_, i) => i + 1)));
    const paper = loadPaperForGeneration(db, paperId);
    const body = bodySections(paper);
    const seenSections = new Set(contexts.flatMap((c) => c.includedSections.map((s) => s.replace(/ \(part \d+ of \d+\)$/, ""))));
    for (const section of body) if (section.heading) expect(seenSections, section.heading).toContain(section.heading);
    const seenPassages = new Set(contexts.flatMap((c) => c.passageIds));
    for (const passage of body.flatMap((s) => s.passages)) expect(seenPassages.has(passage.id), `passage ${passage.id}`).toBe(true);
    // Every QA was filtered as one paper's questions (near-duplicates across groups included), and its evidence is exact.
    for (const qa of qas) {
      expect(listScores(db, qa.id).map((s) => s.metric)).toEqual(expect.arrayContaining(["near-duplicate", "evidence-found", "context-dependence", "definitional"]));
      const group = contexts[qas.indexOf(qa)]!;
      for (const span of qa.evidence) expect(group.passageIds).toContain(span.passageId);
    }
    // One generation per group: the prompt tokens count several prompts' worth.
    const after = generator.tokenCounts();
    expect(after.promptTokensSubmitted - before.promptTokensSubmitted).toBeGreaterThan(TRAINED);

    const exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
    const out = await exports.toFile({ out: path.join(tempDir(), "sciqag-groups.jsonl"), format: "jsonl", selection: { query: { runIds: [runId] }, reviewer: "me" } });
    const records = fs.readFileSync(out.path, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
    expect(records).toHaveLength(qas.length);
    for (const record of records) {
      expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
      expect(record.context).toMatchObject({ policy: "section-groups", groups });
      expect(record.context.passageIds.length).toBeGreaterThan(0);
    }
  });
});
