import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { QA_FILTERS } from "../../../src-main/core/pipeline/filters/registry.ts";
import { loadPaperForGeneration, paperSourceText } from "../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { scoreItemResult } from "../../../src-main/core/pipeline/jobs/processItemResult.ts";
import { NOT_AVAILABLE } from "../../../src-main/core/pipeline/strategies/chemlit/notAvailable.ts";
import type { GeneratedQa } from "../../../src-main/core/pipeline/strategies/Strategy.ts";
import { listField } from "../../../src-main/core/qaImport/listField.ts";
import { parseCsvRecords } from "../../../src-main/core/qaImport/parseCsv.ts";
import { storeTextSource } from "../../../src-main/core/qaImport/storeTextSource.ts";
import { pointsOnlyIntoText } from "./referenceImports.ts";
import { CHEMLIT_DIR } from "./referencePaths.ts";

export interface PairedNegativeFigures {
  negatives: number;
  rejected: number;
  /** Rejections whose only fault is a question pointing into the text it was written from (referenceImports.ts). */
  intoText: number;
  /** Rejections by filter, with examples. */
  byFilter: Record<string, { failed: number; examples: string[] }>;
}

/**
 * The negatives the ChemLit-QA strategy builds, on the published chunks: each expert-validated
 * QA of the test split, and its question put to the most similar chunk the dataset lists for it
 * ("not available from the given context"), filtered together as one item of one paper exactly
 * as a run filters them (every rule filter of the registry).
 */
export async function pairedNegatives(): Promise<PairedNegativeFigures> {
  const rows = parseCsvRecords(fs.readFileSync(path.join(CHEMLIT_DIR, "chemlit_qa_test_split_211_entries.csv"), "utf8"));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-paired-"));
  const db = openDatabase(path.join(dir, "library.sqlite"));
  const embedder = new WordVectorEmbedder();
  const figures: PairedNegativeFigures = { negatives: 0, rejected: 0, intoText: 0, byFilter: {} };
  try {
    for (const [i, row] of rows.entries()) {
      const similar = listField(row.similar_chunks)[0];
      if (!similar) continue;
      const paperId = storeTextSource(db, { text: `${row.chunk}\n${similar}`, sourceName: `chemlit row ${i + 1}`, title: null, doi: null, dataset: { dataset: "chemlit", position: i + 1 } });
      const runId = createRun(db, { strategy: "chemlit", promptVersion: "bench", settings: {}, model: { id: null, name: "bench", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
      const base = { type: row.Reasoning_type ?? null, difficulty: null, hop: "single" as const, labels: {} };
      const qas: GeneratedQa[] = [
        { ...base, question: row.Question!, answer: row.Answer!, negative: false, evidenceQuotes: listField(row.Context), context: { sourceChunk: 0 } },
        { ...base, question: row.Question!, answer: NOT_AVAILABLE, negative: true, evidenceQuotes: [], context: { sourceChunk: 0, pairedChunk: { chunk: 1, segments: [] } } },
      ];
      const scored = await scoreItemResult(db, runId, loadPaperForGeneration(db, paperId), paperSourceText(db, paperId), { qas, tokens: { prompt: 0, evaluated: 0, generated: 0 } }, { scorer: null, embedder, itemId: 1, filters: QA_FILTERS });
      const negative = scored[1]!;
      figures.negatives++;
      if (negative.verdict === "rejected") figures.rejected++;
      const failing = negative.verdicts.filter((x) => x.verdict === "fail");
      if (negative.verdict === "rejected" && failing.length > 0 && failing.every((v) => v.metric === "context-dependence" && pointsOnlyIntoText(v.reason))) figures.intoText++;
      for (const v of failing) {
        const entry = (figures.byFilter[v.metric] ??= { failed: 0, examples: [] });
        entry.failed++;
        if (entry.examples.length < 3) entry.examples.push(`${row.Question!.slice(0, 100)} — ${v.reason.slice(0, 140)}`);
      }
    }
  } finally {
    closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
