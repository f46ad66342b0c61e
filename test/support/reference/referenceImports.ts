import path from "node:path";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import { qaOriginOf, type ImportQasRequest, type ImportQasResult } from "../../../src-main/contract/qaImport.ts";
import type { Core } from "../../../src-main/core/createCore.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { TEXT_REFERENCE_KINDS } from "../../../src-main/core/pipeline/qaMeasures/textReferences.ts";
import { CHEMLIT_DIR, partOf, type Part } from "./referencePaths.ts";

/** A published dataset as `import-qas` reads it. */
export interface ReferenceDataset {
  id: string;
  /** What it is, for the tables. */
  title: string;
  request: ImportQasRequest;
  /** Published accepted QAs (the goals count rejections of these); false for negatives. */
  accepted: boolean;
}

export function chemlitDatasets(): ReferenceDataset[] {
  const csv = (file: string) => path.join(CHEMLIT_DIR, file);
  return [
    { id: "chemlit-test", title: "ChemLit-QA test split (expert-validated, 211)", accepted: true, request: { file: csv("chemlit_qa_test_split_211_entries.csv"), fields: { source: "chunk" } } },
    // Negatives are marked by their difficulty, "Negative"; the importer reads that as a negative.
    { id: "chemlit-neg", title: "ChemLit-QA-neg (negatives, 139)", accepted: false, request: { file: csv("chemlit_qa_neg_dataset.csv"), fields: { source: "chunk" } } },
  ];
}

export function sciqagDatasets(dir: string): ReferenceDataset[] {
  return [
    {
      id: "sciqag-select50",
      title: "SciQAG select_50 (50 papers with text, 10 QAs each)",
      accepted: true,
      request: { file: path.join(dir, "select_50.json"), fields: { qas: "Q&A", question: "Q", answer: "A", source: "txt", doi: "doi" } },
    },
    {
      id: "sciqag-test8531",
      title: "SciQAG test QAs (8,531 that passed RACAR)",
      accepted: true,
      // No paper text and no paper ids: only the filters that read a QA alone can run, and
      // comparing QAs of 1,200 papers with each other is not what near-duplicates means.
      request: { file: path.join(dir, "test_qas_8531.json"), fields: { question: "Q", answer: "A" }, filters: ["context-dependence", "definitional"] },
    },
  ];
}

/** One filter's rejections over a part of a dataset. */
export interface FilterTally {
  metric: string;
  scored: number;
  failed: number;
  examples: string[];
}

export interface PartFigures {
  qas: number;
  rejected: number;
  /**
   * Rejected QAs whose only fault is pointing into the text they were written from ("in the given
   * text", "the temperatures mentioned"): a dataset built beside its texts (ChemLit-QA's QAC
   * triples) accepts them there, and a QA read alone cannot be answered from them.
   */
  intoText: number;
  filters: Record<string, FilterTally>;
}

export interface DatasetFigures {
  id: string;
  title: string;
  runId: number;
  import: ImportQasResult;
  parts: Record<"all" | Part, PartFigures>;
}

const EXAMPLES = 4;

/** The part a QA belongs to: its row's position in the file (for a file of papers, its paper's). */
function partOfRecord(record: QaRecord): Part {
  const origin = qaOriginOf(record.context);
  return partOf((origin?.row ?? 1) - 1);
}

/** Whether every reference a context-dependence reason names is into the text ("refers to a part of the text"). */
export function pointsOnlyIntoText(reason: string): boolean {
  const kinds = [...reason.matchAll(/\b(?:question|answer) refers to (.+?) \("/g)].map((m) => m[1]!);
  return kinds.length > 0 && kinds.every((kind) => (TEXT_REFERENCE_KINDS as readonly string[]).includes(kind));
}

/** Imports a dataset through `import-qas` and counts, per filter and part, the QAs it rejected, with examples. */
export async function measureDataset(core: Core, dataset: ReferenceDataset): Promise<DatasetFigures> {
  const result = await core.services.qaImport.importQas(dataset.request);
  const empty = (): PartFigures => ({ qas: 0, rejected: 0, intoText: 0, filters: {} });
  const parts: DatasetFigures["parts"] = { all: empty(), choose: empty(), report: empty() };
  for (const record of selectQaRecords(core.db(), "bench", { runIds: [result.runId] })) {
    const failing = record.scores.filter((score) => score.verdict === "fail");
    const intoText = failing.length > 0 && failing.every((score) => score.metric === "context-dependence" && pointsOnlyIntoText(score.reason));
    for (const part of [parts.all, parts[partOfRecord(record)]]) {
      part.qas++;
      if (record.verdict === "rejected") part.rejected++;
      if (record.verdict === "rejected" && intoText) part.intoText++;
      for (const score of record.scores) {
        const tally = (part.filters[score.metric] ??= { metric: score.metric, scored: 0, failed: 0, examples: [] });
        tally.scored++;
        if (score.verdict !== "fail") continue;
        tally.failed++;
        if (tally.examples.length < EXAMPLES) tally.examples.push(`${record.question.slice(0, 110)} — ${score.reason.slice(0, 150)}`);
      }
    }
  }
  return { id: dataset.id, title: dataset.title, runId: result.runId, import: result, parts };
}

export const share = (n: number, of: number): number | null => (of === 0 ? null : n / of);
