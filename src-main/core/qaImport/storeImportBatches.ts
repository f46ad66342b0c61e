import type { QaOrigin } from "../../contract/qaImport.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getWorkItemByKey } from "../db/repositories/workItems.ts";
import { completeWorkItemOnce } from "../db/repositories/workItemOutcomes.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import type { QaFilter } from "../pipeline/filters/registry.ts";
import { loadPaperForGeneration, paperSourceText } from "../pipeline/papers/loadPaperForGeneration.ts";
import { scoreItemResult, storeScoredQas } from "../pipeline/jobs/processItemResult.ts";
import { RunDuplicateIndexes } from "../pipeline/jobs/RunDuplicateIndexes.ts";
import { noTokens } from "../../contract/tokens.ts";
import type { GeneratedQa } from "../pipeline/strategies/Strategy.ts";
import type { PaperForGeneration } from "../pipeline/strategies/paperForGeneration.ts";
import { bySourceText, importItemKey } from "./planImport.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";
import { readBatches, type SurveyedFile } from "./readBatches.ts";
import type { ImportRow } from "./importRow.ts";
import { findTextSource } from "./storeTextSource.ts";

export interface ImportPass {
  db: LibraryDatabase;
  runId: number;
  file: SurveyedFile & { name: string };
  /** The library entry every QA belongs to; null when each row brings its own text. */
  paperId: number | null;
  filters: readonly QaFilter<unknown>[];
  embedder: TextEmbedder;
  limits: QaImportLimits;
  /** Stops the pass between work items (and inside one's filters); what is stored stays. */
  signal: AbortSignal;
  /** Called after each work item is stored, with the QAs it stored by verdict (none when another process stored it first). */
  onItem(stored: { total: number; rejected: number }): void;
}

function toGeneratedQa(row: ImportRow, file: { name: string; sha256: string; format: QaOrigin["format"] }): GeneratedQa {
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

/** Lets other calls (the server's, a Ctrl-C) in between work items. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads the file's QAs a batch at a time and, for each planned work item not done yet, filters
 * its QAs with the same code a generated run uses (each QA compared with the QAs the run stored
 * for its paper before) and stores them with their verdicts and the item's status in one
 * transaction. A stop between items, a crash or a second process loses at most the item in hand,
 * and an item is never stored twice: reading again skips the items done.
 */
export async function storeImportBatches(pass: ImportPass): Promise<void> {
  const { db, runId, file, signal } = pass;
  // A paper's text is read once while its QAs come in a row (a single source: for the whole file).
  let loaded: { id: number; paper: PaperForGeneration; source: string } | null = null;
  // One near-duplicate index per paper, kept across the pass's items: each QA is compared with every earlier one, each embedded once.
  const duplicates = new RunDuplicateIndexes();
  const paperOf = (id: number) => {
    if (loaded?.id !== id) loaded = { id, paper: loadPaperForGeneration(db, id), source: paperSourceText(db, id) };
    return loaded;
  };
  await readBatches(
    file,
    pass.limits,
    async (batch) => {
      const groups: [number, ImportRow[]][] =
        pass.paperId !== null ? [[pass.paperId, batch.rows]] : [...bySourceText(batch.rows)].map(([text, rows]) => [findTextSource(db, text) ?? -1, rows]);
      for (const [paperId, rows] of groups) {
        const item = getWorkItemByKey(db, runId, importItemKey(paperId, batch.index));
        if (!item) throw new Error(`Run ${runId} has no work item for rows ${rows[0]!.row}–${rows.at(-1)!.row} of ${file.name}: its plan and the file disagree.`);
        if (item.status === "done") continue;
        signal.throwIfAborted();
        const { paper, source } = paperOf(paperId);
        const qas = rows.map((row) => toGeneratedQa(row, file));
        const scored = await scoreItemResult(db, runId, paper, source, { qas, tokens: noTokens() }, {
          scorer: null,
          embedder: pass.embedder,
          itemId: item.id,
          filters: pass.filters,
          duplicates,
          signal,
        });
        const stored = completeWorkItemOnce(db, item, () => void storeScoredQas(db, runId, item.id, paperId, scored));
        pass.onItem(stored ? { total: scored.length, rejected: scored.filter((s) => s.verdict === "rejected").length } : { total: 0, rejected: 0 });
        await yieldToOthers();
      }
    },
    signal,
  );
}
