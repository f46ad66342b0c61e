import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { createRun, setRunStatus } from "../../src-main/core/db/repositories/runs.ts";
import { completeWorkItem, failWorkItem } from "../../src-main/core/db/repositories/workItemOutcomes.ts";
import { listWorkItems, planWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { buildTablePaperLibrary } from "./tablePaperLibrary.ts";

// A run that left a great many items without QAs, as a chunk-level run over a large library does:
// its plan and each item's end stored through the repositories the runner itself writes with
// (one real paper imported first, so every item names a real paper).

/** Every `FAILED_EVERY`th item failed for good; the others finished with the strategy's reason. */
export const FAILED_EVERY = 10;
/** The key of the `i`th item of the plan, which tests read back in order. */
export const itemKeyOf = (i: number) => `item-${i}`;

/** Plans `count` items for a new run on `paperId` and ends each one without QAs; returns the run's id. */
export function storeRunOfEmptyItems(db: LibraryDatabase, paperId: number, count: number): number {
  const runId = createRun(db, { strategy: "sciqag", promptVersion: "test", settings: {}, model: { id: null, name: "none", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
  planWorkItems(
    db,
    runId,
    Array.from({ length: count }, (_, i) => ({ paperId, itemKey: itemKeyOf(i), kind: "chunk", scope: { chunk: i } })),
  );
  db.transaction(() => {
    for (const item of listWorkItems(db, runId)) {
      const i = Number(item.itemKey.slice("item-".length));
      if (i % FAILED_EVERY === FAILED_EVERY - 1) failWorkItem(db, item, { name: "ModelError", message: `the model stopped on item ${i}` }, 1, true);
      else completeWorkItem(db, item, { prompt: 10, generated: 5 }, () => {}, { code: "no-qas", message: `nothing was kept from item ${i}` });
    }
  })();
  setRunStatus(db, runId, "completed");
  return runId;
}

/** A library in `dataDir` holding the table paper and one such run; closed again so a CLI or server may open it. */
export async function buildLongRunLibrary(work: string, count: number): Promise<{ dataDir: string; runId: number }> {
  const { dataDir, filled } = await buildTablePaperLibrary(work, (db, paperId) => storeRunOfEmptyItems(db, paperId, count));
  return { dataDir, runId: filled };
}
