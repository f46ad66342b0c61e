import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, expect } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { importPapers } from "../../../src-main/core/documents/importPapers.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import type { Generator } from "../../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../../src-main/core/llm/engine/LoadedModel.ts";
import type { LlamaRuntime } from "../../../src-main/core/llm/runtime/LlamaRuntime.ts";
import type { EngineAdapterOptions } from "../../../src-main/core/pipeline/adaptEngine.ts";
import { storeRunPlan, type RunPlanOptions } from "../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import type { GenerationPort, ScoringPort } from "../../../src-main/core/pipeline/ports.ts";
import { SCHEMA_FILE } from "../../../scripts/writeSchemas.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { llamaPort } from "../../support/llamaPort.ts";
import type { ReadablePaper } from "../../support/papersAndTinyModel.ts";
import { TINY_MODEL_IDENTITY, useRuntime, writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

/** Every exported record follows the published JSON Schema (`npm run schemas` writes it). */
const validateExportRecord = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));

export interface TinyModelLibraryOptions {
  /** The PDF files to import, in order, given the library's folder. Defaults to generatedPapers("twoColumn"). */
  papers?: (dir: string) => Promise<string[]>;
  /** Generator sequences: the lanes, plus one when scoring should keep its own. Defaults to 2. */
  sequences?: number;
  /** The context the model was trained on, as its header says. Defaults to 8192. */
  trainedContext?: number;
  /** The generator's context. Defaults to 8192. */
  contextSize?: "auto" | number;
  /** The model a run records in its provenance. Defaults to TINY_MODEL_IDENTITY. */
  identity?: EngineAdapterOptions["model"];
  /** A GGUF file to load instead of the suite's tiny model (a shared model); `trainedContext` is then the file's. */
  modelFile?: string;
}

/** The papers option for some of the suite's generated papers, written into the library's folder. */
export function generatedPapers(...names: ReadablePaper[]) {
  return async (dir: string) => {
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    return names.map((name) => pdfs[name]);
  };
}

/** A library of imported papers and the tiny model with a generator on it, for one test file. */
export interface TinyModelLibrary {
  /** The file's one llama.cpp runtime, for tests that load another model beside the tiny one. */
  readonly runtime: LlamaRuntime;
  readonly dir: string;
  readonly db: LibraryDatabase;
  readonly paperIds: number[];
  readonly model: LoadedModel;
  readonly generator: Generator;
  /** Plans a run with the model's identity. `paperIds` defaults to every imported paper. */
  startRun(options: Omit<RunPlanOptions, "model" | "paperIds"> & { paperIds?: number[] }): { runId: number; items: number };
  /** The pipeline's ports on the tiny model. `model` defaults to the library's identity. */
  port(options: Omit<EngineAdapterOptions, "model"> & { model?: EngineAdapterOptions["model"] }): Promise<GenerationPort & ScoringPort>;
  /** Exports the run to JSONL as a user would and checks every record against the published schema. */
  exportRun(runId: number): Promise<{ records: number; lines: Record<string, any>[] }>;
  /** Every span quotes its stored passage exactly; with `onSentences` (the default) each is also one whole stored sentence. */
  expectExactSpans(paperId: number, spans: readonly ExactSpan[], options?: { onSentences?: boolean }): void;
}

interface ExactSpan {
  passageId: number | null;
  start: number | null;
  end: number | null;
  text: string;
}

/**
 * Imports the papers and loads the tiny model (random weights: the grammar keeps its output
 * schema-valid, which is what model tests rely on) in beforeAll, and disposes of it all in afterAll.
 * A context of 8k lets paper-level strategies see a whole paper. Call it at the top of a file, or
 * inside a describe so that a skipped describe loads nothing.
 */
export function useTinyModelLibrary(options: TinyModelLibraryOptions = {}): TinyModelLibrary {
  const runtime = useRuntime();
  const identity = options.identity ?? TINY_MODEL_IDENTITY;
  let state: { dir: string; db: LibraryDatabase; paperIds: number[]; model?: LoadedModel; generator?: Generator } | undefined;

  beforeAll(async () => {
    const dir = tempDirForSuite();
    const files = await (options.papers ?? generatedPapers("twoColumn"))(dir);
    const db = openDatabase(path.join(dir, "library.sqlite"));
    state = { dir, db, paperIds: [] };
    state.paperIds = (await importPapers(db, files)).map((i) => i.paperId!);
    state.model = await runtime().loadModel({ file: options.modelFile ?? writeTinyModel(dir, "tiny.gguf", { contextLength: options.trainedContext ?? 8192 }) });
    state.generator = await state.model.createGenerator({ contextSize: options.contextSize ?? 8192, sequences: options.sequences ?? 2 });
  });

  afterAll(async () => {
    await state?.generator?.dispose();
    await state?.model?.dispose();
    if (state) closeDatabase(state.db);
  });

  const ready = () => {
    if (!state?.generator) throw new Error("The library and model are made in beforeAll; use them inside tests.");
    return state as Required<typeof state>;
  };

  return {
    get runtime() {
      return runtime();
    },
    get dir() {
      return ready().dir;
    },
    get db() {
      return ready().db;
    },
    get paperIds() {
      return ready().paperIds;
    },
    get model() {
      return ready().model;
    },
    get generator() {
      return ready().generator;
    },
    startRun(run) {
      const { db, paperIds } = ready();
      return storeRunPlan(db, { paperIds, ...run, model: { id: null, ...identity } });
    },
    port(port) {
      const { model, generator } = ready();
      return llamaPort(model, generator, { model: identity, ...port });
    },
    async exportRun(runId) {
      const { dir } = ready();
      const exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
      const out = await exports.toFile({ out: path.join(tempDir(), `run-${runId}.jsonl`), format: "jsonl", selection: { query: { runIds: [runId] }, reviewer: "me" } });
      const lines = fs.readFileSync(out.path, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, any>);
      for (const record of lines) expect(validateExportRecord(record), JSON.stringify(validateExportRecord.errors)).toBe(true);
      return { records: out.records, lines };
    },
    expectExactSpans(paperId, spans, { onSentences = true } = {}) {
      const passages = new Map(listPassages(ready().db, paperId).map((p) => [p.id, p]));
      for (const span of spans) {
        expect(span.passageId, span.text).not.toBeNull();
        const passage = passages.get(span.passageId!)!;
        if (onSentences) expect(passage.sentences).toContainEqual([span.start, span.end]);
        expect(passage.text.slice(span.start!, span.end!)).toBe(span.text);
      }
    },
  };
}
