import { IMPORTED_STRATEGY } from "../../contract/qaImport.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { addRunPapers, countRunPapers } from "../db/repositories/runPapers.ts";
import { createRun, setRunStatus } from "../db/repositories/runs.ts";
import { recordRunEngineFact } from "../db/repositories/runRecords.ts";
import { planWorkItems, type NewWorkItem } from "../db/repositories/workItems.ts";
import { chooseDatasetName } from "./datasetName.ts";
import { datasetOfImport, type ImportEngine, type ImportSettings } from "./importSettings.ts";
import { storeTargetSource, type ImportTarget } from "./importTarget.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";
import { readBatches, type SurveyedFile } from "./readBatches.ts";
import type { ImportRow } from "./importRow.ts";
import { storeTextSource } from "./storeTextSource.ts";
import type { PlannedBatch } from "./surveyQaFile.ts";

/** Stored with every imported run: it made no QA, so no model wrote them. */
export const IMPORT_PROMPT_VERSION = "import@1";
const NO_MODEL = { id: null, name: "none (imported QAs)", sha256: null, quantization: null };

/** The work item of a batch's QAs about one paper: stable, so planning again adds only what is missing. */
export const importItemKey = (paperId: number, batchIndex: number) => `paper:${paperId}/import:${batchIndex + 1}`;

function itemOf(paperId: number, batchIndex: number, batch: PlannedBatch): NewWorkItem {
  return { paperId, itemKey: importItemKey(paperId, batchIndex), kind: "imported", scope: { rows: batch.rows, first: batch.first, last: batch.last } };
}

export interface ImportPlan {
  settings: ImportSettings;
  engine: Omit<ImportEngine, "planned">;
  target: ImportTarget;
  batches: PlannedBatch[];
  judgeModelId: number | null;
  embedderModelId: number | null;
}

/**
 * Stores the run in one transaction, the first thing stored: the library entry the QAs are about
 * (when they share one), the run, and a work item per batch, the run marked running. For rows
 * that bring their own texts the items are planned as the texts are stored (`planRowSources`).
 */
export function planImport(db: LibraryDatabase, plan: ImportPlan): number {
  return db.transaction((): number => {
    // Named inside the transaction, so two imports of same-named files cannot take one name.
    const settings: ImportSettings = { ...plan.settings, dataset: chooseDatasetName(db, plan.settings.file, plan.settings.sha256) };
    const paperId = storeTargetSource(db, plan.target, { name: settings.file, dataset: datasetOfImport(settings), sha256: settings.sha256 });
    const engine: ImportEngine = { ...plan.engine, planned: paperId !== null };
    const runId = createRun(db, {
      strategy: IMPORTED_STRATEGY.name,
      promptVersion: IMPORT_PROMPT_VERSION,
      settings: { ...settings },
      engine: { ...engine },
      model: NO_MODEL,
      judgeModelId: plan.judgeModelId,
      embedderModelId: plan.embedderModelId,
      seed: 0,
      paperIds: paperId === null ? [] : [paperId],
    });
    if (paperId !== null) planWorkItems(db, runId, plan.batches.map((batch, index) => itemOf(paperId, index, batch)));
    setRunStatus(db, runId, "running");
    return runId;
  })();
}

/** A batch's QAs by their source text, in the order first met. */
export function bySourceText(rows: readonly ImportRow[]): Map<string, ImportRow[]> {
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const text = row.source!.text;
    const group = groups.get(text);
    if (group) group.push(row);
    else groups.set(text, [row]);
  }
  return groups;
}

/**
 * For rows that bring their own source texts: reads the file, storing each text once as a library
 * entry (the same text is the same entry, in this run and any other) and planning a work item per
 * batch and text, a batch at a time in its own transaction. Read again after a stop, it stores
 * only what is missing; once the whole file is read the run is marked planned.
 */
export async function planRowSources(db: LibraryDatabase, runId: number, file: SurveyedFile & { name: string; dataset: string }, limits: QaImportLimits, signal?: AbortSignal): Promise<void> {
  let sources = countRunPapers(db, runId);
  await readBatches(
    file,
    limits,
    async (batch) => {
      db.transaction(() => {
        const items: NewWorkItem[] = [];
        for (const [text, rows] of bySourceText(batch.rows)) {
          const { title, doi } = rows[0]!.source!;
          const paperId = storeTextSource(db, { text, sourceName: `${file.name} (source ${sources + 1})`, title, doi, dataset: { dataset: file.dataset, position: sources + 1 } });
          if (addRunPapers(db, runId, [paperId]) > 0) sources++;
          items.push(itemOf(paperId, batch.index, { rows: rows.length, first: rows[0]!.row, last: rows.at(-1)!.row }));
        }
        planWorkItems(db, runId, items);
      })();
      // Storing texts is the slow part: let other calls in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    },
    signal,
  );
  recordRunEngineFact(db, runId, "planned", true);
}
