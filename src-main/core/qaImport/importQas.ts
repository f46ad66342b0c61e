import fs from "node:fs";
import path from "node:path";
import { IMPORTED_STRATEGY, type ImportQasRequest, type ImportQasResult, type QaOrigin } from "../../contract/qaImport.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { countRunQas } from "../db/repositories/qaItems.ts";
import { createRun, setRunStatus } from "../db/repositories/runs.ts";
import { completeWorkItem, listWorkItems, planWorkItems } from "../db/repositories/workItems.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { QA_FILTERS } from "../pipeline/filters/registry.ts";
import { UnknownFilterError } from "../pipeline/filters/UnknownFilterError.ts";
import { loadPaperForGeneration, paperSourceText } from "../pipeline/jobs/loadPaperForGeneration.ts";
import { scoreItemResult, storeScoredQas } from "../pipeline/jobs/processItemResult.ts";
import { RunDuplicateIndexes } from "../pipeline/jobs/RunDuplicateIndexes.ts";
import type { GeneratedQa } from "../pipeline/strategies/Strategy.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import { mapRows, type ImportRow } from "./mapRows.ts";
import { readQaFile, MAX_QA_FILE_BYTES, type QaFile } from "./readQaFile.ts";
import { storeTextSource } from "./storeTextSource.ts";

/** Stored with every imported run: it made no QA, so no model wrote them. */
export const IMPORT_PROMPT_VERSION = "import@1";
const NO_MODEL = { id: null, name: "none (imported QAs)", sha256: null, quantization: null };

export interface QaImportDeps {
  db: LibraryDatabase;
  /** Compares QAs for the near-duplicate check: word vectors, or the embedding model asked for. The import disposes of it. */
  embedder: () => Promise<TextEmbedder>;
  /** Registry ids of the models named (resolved, and registered on first use, before anything is stored). */
  modelId: (ref: string) => Promise<number | null>;
  /** Judges the run's QAs with the model named; returns how many it graded. */
  judge: (runId: number, judgeModel: string, signal?: AbortSignal) => Promise<number>;
}

/** A source's QAs, grouped as one work item. */
interface SourceGroup {
  paperId: number;
  rows: ImportRow[];
}

/** What a filter needs that these QAs may lack: the file's evidence, a source text, a scoring model. */
function unmet(name: string, rows: readonly ImportRow[], hasText: boolean): string | null {
  if (name === "evidence-found" && rows.every((r) => r.evidence.length === 0)) return "the file gives no evidence for its QAs";
  if (name === "numeric-source" && !hasText) return "the QAs have no source text to find their numbers in";
  if (name === "dseper") return "it needs a model that scores answers, and an import runs none";
  return null;
}

/** The rule filters to run and those that cannot, with why. UnknownFilterError for a name the registry lacks. */
function chooseFilters(requested: readonly string[] | undefined, rows: readonly ImportRow[], hasText: boolean) {
  // Filters that need what only a method's own QAs carry (CCQG's samples and asked length) have nothing to check here.
  const known = QA_FILTERS.filter((f) => !f.onlyWhereListed).map((f) => f.name);
  const unknown = (requested ?? []).filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new UnknownFilterError(unknown, known, IMPORTED_STRATEGY.label);
  const wanted = known.filter((n) => !requested || requested.includes(n));
  const notRun = wanted.flatMap((name) => {
    const why = unmet(name, rows, hasText);
    return why ? [{ name, why }] : [];
  });
  return { filters: wanted.filter((n) => !notRun.some((x) => x.name === n)), notRun };
}

function readSourceText(file: string): string {
  try {
    if (fs.statSync(file).size > MAX_QA_FILE_BYTES) throw new QaFileUnreadableError(path.basename(file), "the source text is too large");
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof QaFileUnreadableError) throw error;
    throw new QaFileUnreadableError(path.basename(file), `its source text cannot be read: ${describeFsError(error)}`);
  }
}

/** The library entries the rows are about: the paper named, the text given, each row's own text, or one entry standing for the file. */
function storeSources(db: LibraryDatabase, request: ImportQasRequest, file: QaFile, rows: readonly ImportRow[]): { groups: SourceGroup[]; hasText: boolean } {
  if (request.paperId !== undefined) {
    if (!getPaper(db, request.paperId)) throw new PaperNotFoundError(request.paperId);
    return { groups: [{ paperId: request.paperId, rows: [...rows] }], hasText: true };
  }
  if (request.sourceText !== undefined) {
    const text = readSourceText(request.sourceText);
    return { groups: [{ paperId: storeTextSource(db, { text, sourceName: path.basename(request.sourceText), title: null, doi: null }), rows: [...rows] }], hasText: text.trim().length > 0 };
  }
  if (rows.some((r) => r.source)) {
    const byText = new Map<string, ImportRow[]>();
    for (const row of rows) {
      const list = byText.get(row.source!.text);
      if (list) list.push(row);
      else byText.set(row.source!.text, [row]);
    }
    const groups = [...byText.entries()].map(([text, list], k) => ({
      paperId: storeTextSource(db, { text, sourceName: `${file.name} (source ${k + 1})`, title: list[0]!.source!.title, doi: list[0]!.source!.doi }),
      rows: list,
    }));
    return { groups, hasText: true };
  }
  // No source: the QAs still need a library entry to belong to; it stands for the file and holds no text.
  const stub = storeTextSource(db, { text: "", sourceName: file.name, title: `QAs of ${file.name} (no source text)`, doi: null, identity: `no source\u0000${file.sha256}` });
  return { groups: [{ paperId: stub, rows: [...rows] }], hasText: false };
}

function toGeneratedQa(row: ImportRow, file: QaFile): GeneratedQa {
  const origin: QaOrigin = { kind: "imported", file: file.name, sha256: file.sha256, format: file.format, row: row.row, ...(row.item ? { item: row.item } : {}) };
  return {
    question: row.question,
    answer: row.answer,
    type: row.type,
    difficulty: row.difficulty,
    hop: null,
    negative: row.negative,
    evidenceQuotes: row.evidence,
    labels: Object.keys(row.extra).length > 0 ? { imported: row.extra } : {},
    context: { origin },
  };
}

/**
 * `distillate import-qas`: a QA dataset made elsewhere becomes an imported run. The file is read
 * and mapped before anything is stored (a file that cannot be read stores nothing); then the
 * sources, the run and one work item per source are stored at once, and each source's QAs are
 * filtered with the same registry and the same code a generated run uses and stored with their
 * verdicts in one transaction, so a crash keeps the sources already done. The judge, when one is
 * named, grades the run afterwards as `evaluate` does.
 */
export async function importQas(request: ImportQasRequest, deps: QaImportDeps, signal?: AbortSignal): Promise<ImportQasResult> {
  const file = readQaFile(request.file, request.format);
  const { rows, skipped } = mapRows(file.name, file.records, request.fields);
  if (rows.length === 0) throw new QaFileUnreadableError(file.name, skipped.length > 0 ? `none of its ${skipped.length} rows holds a question and an answer (row ${skipped[0]!.row}: ${skipped[0]!.reason})` : "it holds no rows");
  const judgeModelId = request.judgeModel === undefined ? null : await deps.modelId(request.judgeModel);
  const embedderModelId = request.embedderModel === undefined ? null : await deps.modelId(request.embedderModel);
  // Made before anything is stored: a model that cannot be loaded leaves no half-made run.
  const embedder = await deps.embedder();
  try {
    return await importInto(request, deps, file, rows, skipped, { judgeModelId, embedderModelId }, embedder, signal);
  } finally {
    await embedder.dispose();
  }
}

async function importInto(
  request: ImportQasRequest,
  deps: QaImportDeps,
  file: QaFile,
  rows: ImportRow[],
  skipped: { row: number; reason: string }[],
  models: { judgeModelId: number | null; embedderModelId: number | null },
  embedder: TextEmbedder,
  signal?: AbortSignal,
): Promise<ImportQasResult> {
  const { judgeModelId, embedderModelId } = models;
  const db = deps.db;
  const planned = db.transaction(() => {
    const { groups, hasText } = storeSources(db, request, file, rows);
    const { filters, notRun } = chooseFilters(request.filters, rows, hasText);
    const runId = createRun(db, {
      strategy: IMPORTED_STRATEGY.name,
      promptVersion: IMPORT_PROMPT_VERSION,
      settings: { name: request.name ?? file.name, file: file.name, sha256: file.sha256, format: file.format, fields: request.fields ?? {}, rows: rows.length, skipped: skipped.length },
      engine: { filters, notRun },
      model: NO_MODEL,
      judgeModelId,
      embedderModelId,
      seed: 0,
      paperIds: [...new Set(groups.map((g) => g.paperId))],
    });
    planWorkItems(db, runId, groups.map((g, i) => ({ paperId: g.paperId, itemKey: `paper:${g.paperId}/import:${i + 1}`, kind: "imported", scope: { rows: g.rows.length } })));
    setRunStatus(db, runId, "running");
    return { runId, groups, filters, notRun };
  })();
  const { runId, groups, filters, notRun } = planned;
  const items = listWorkItems(db, runId);
  const chosen = QA_FILTERS.filter((f) => filters.includes(f.name));
  // One near-duplicate index per source, kept across the run's items.
  const duplicates = new RunDuplicateIndexes();
  try {
    for (const [i, group] of groups.entries()) {
      signal?.throwIfAborted();
      const item = items[i]!;
      const qas = group.rows.map((row) => toGeneratedQa(row, file));
      const scored = await scoreItemResult(db, runId, loadPaperForGeneration(db, group.paperId), paperSourceText(db, group.paperId), { qas, tokens: { prompt: 0, evaluated: 0, generated: 0 } }, {
        scorer: null,
        embedder,
        itemId: item.id,
        filters: chosen,
        duplicates,
        signal,
      });
      completeWorkItem(db, item.id, { prompt: 0, generated: 0 }, () => storeScoredQas(db, runId, item.id, group.paperId, scored));
    }
  } catch (error) {
    setRunStatus(db, runId, signal?.aborted ? "cancelled" : "failed", signal?.aborted ? null : { name: (error as Error).name, message: (error as Error).message });
    throw error;
  }
  setRunStatus(db, runId, "completed");
  const judged = request.judgeModel === undefined ? null : await deps.judge(runId, request.judgeModel, signal);
  const counts = countRunQas(db, runId);
  return {
    runId,
    rows: rows.length + skipped.length,
    qas: counts.total,
    accepted: counts.accepted,
    rejected: counts.rejected,
    sources: groups.length,
    skipped: skipped.slice(0, 100),
    skippedTotal: skipped.length,
    filters,
    notRun,
    judged,
  };
}
