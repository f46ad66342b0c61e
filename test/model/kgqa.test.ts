import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { getPaperGraph } from "../../src-main/core/db/repositories/paperGraphs.ts";
import { listPassages } from "../../src-main/core/db/repositories/papers.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { countWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import { ExportRunner } from "../../src-main/core/export/ExportRunner.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { startRun } from "../../src-main/core/pipeline/jobs/startRun.ts";
import { PaperGraphSchema } from "../../src-main/contract/knowledgeGraph.ts";
import { SCHEMA_FILE } from "../../scripts/writeSchemas.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { llamaPort } from "../support/llamaPort.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir, tempDirForSuite } from "../support/tempDir.ts";

const runtime = useRuntime();
let db: LibraryDatabase;
let dir: string;
let paperIds: number[];
let model: LoadedModel;
let generator: Generator;
const identity = { name: "tiny-random-llama", sha256: null, quantization: "F32" };
// Fewer triplets, groups and QAs than the paper's defaults keep the random model's output short;
// every step of the method still runs.
const settings = { tripletsPerParagraph: 3, tripletGroups: 3, qasPerPaper: 3, extractMaxTokens: 384, maxTokens: 384 };

beforeAll(async () => {
  dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  db = openDatabase(path.join(dir, "library.sqlite"));
  const imported = await importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered]);
  paperIds = imported.map((i) => i.paperId!);
  model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
  generator = await model.createGenerator({ contextSize: 8192, sequences: 2 });
});

afterAll(async () => {
  await generator?.dispose();
  await model?.dispose();
  if (db) closeDatabase(db);
});

describe("knowledge-graph QA with real inference", () => {
  it("builds each paper's graph from grammar-bound triplets and stores QAs that carry their triplets into the export", async () => {
    const { runId, items } = startRun(db, { strategy: "kgqa", paperIds, settings, model: { id: null, ...identity }, seed: 5 });
    expect(items).toBe(paperIds.length); // one item per paper: the questions need the whole graph
    const port = await llamaPort(model, generator, { model: identity, seed: 5, lanes: 2 });
    const final = await executeRun(db, runId, port);
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: items });

    for (const paperId of paperIds) {
      const passages = new Map(listPassages(db, paperId).map((p) => [p.id, p]));
      const stored = getPaperGraph(db, paperId, runId);
      expect(stored, `graph of paper ${paperId}`).not.toBeNull();
      const graph = PaperGraphSchema.parse(stored!.graph);
      expect(graph.triplets.length).toBeGreaterThan(0);
      // Every triplet was read from a sentence the prompt showed: its offsets are a stored sentence.
      for (const t of graph.triplets) {
        expect(t.head.length).toBeGreaterThan(0);
        expect(t.tail.length).toBeGreaterThan(0);
        expect(t.headKey).not.toBe(t.tailKey);
        expect(Number.isFinite(t.saliency) && t.saliency >= 0).toBe(true);
        for (const m of t.mentions) {
          const passage = passages.get(m.passageId)!;
          expect(passage.sentences).toContainEqual([m.start, m.end]);
          expect(passage.text.slice(m.start, m.end)).toBe(m.text);
        }
      }
      for (let i = 1; i < graph.triplets.length; i++) expect(graph.triplets[i - 1]!.saliency).toBeGreaterThanOrEqual(graph.triplets[i]!.saliency);
      expect(graph.similarity).toBe("word-vectors");
    }

    const qas = listQaItemsForRun(db, runId);
    expect(qas.length).toBeGreaterThan(0);
    expect(qas.length).toBeLessThanOrEqual(settings.qasPerPaper * paperIds.length);
    for (const qa of qas) {
      const triplets = qa.labels.triplets as { head: string; relation: string; tail: string; saliency: number }[];
      expect(triplets.length).toBeGreaterThan(0);
      const graph = getPaperGraph(db, qa.paperId, runId)!.graph;
      for (const t of triplets) expect(graph.triplets.some((g) => g.head === t.head && g.relation === t.relation && g.tail === t.tail)).toBe(true);
      // Evidence is cited by id, so every span sits exactly on a stored sentence.
      const passages = new Map(listPassages(db, qa.paperId).map((p) => [p.id, p]));
      for (const span of qa.evidence) {
        expect(span.passageId, span.text).not.toBeNull();
        const passage = passages.get(span.passageId!)!;
        expect(passage.sentences).toContainEqual([span.start, span.end]);
        expect(passage.text.slice(span.start!, span.end!)).toBe(span.text);
      }
    }

    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));
    const exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
    const out = await exports.toFile({ out: path.join(tempDir(), "kgqa.jsonl"), format: "jsonl", selection: { query: { runIds: [runId] }, reviewer: "me" } });
    expect(out.records).toBe(qas.length);
    for (const line of fs.readFileSync(out.path, "utf8").split("\n").filter(Boolean)) {
      const record = JSON.parse(line);
      expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
      expect(record.provenance).toMatchObject({ runId, strategy: "kgqa", promptVersion: "kgqa@1" });
      expect(record.labels.triplets.length).toBeGreaterThan(0);
      expect(record.labels.triplets[0]).toMatchObject({ head: expect.any(String), relation: expect.any(String), tail: expect.any(String), saliency: expect.any(Number) });
    }
  });
});
