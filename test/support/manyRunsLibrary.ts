import { createRun, setRunStatus } from "../../src-main/core/db/repositories/runs.ts";
import { buildTablePaperLibrary } from "./tablePaperLibrary.ts";

// A library that gathered a great many runs over the years (imports, kept Ask answers, retries):
// each stored through the repository the runner itself writes with, about one real imported paper.

/** Every `RETRY_EVERY`th run retries the run before it, so summaries carry their retries. */
export const RETRY_EVERY = 7;

/** A library in `dataDir` holding the table paper and `count` finished runs (seed i for the ith); closed again so a CLI or server may open it. */
export async function buildManyRunsLibrary(work: string, count: number): Promise<{ dataDir: string; runIds: number[] }> {
  const { dataDir, filled } = await buildTablePaperLibrary(work, (db, paperId) => {
    const runIds: number[] = [];
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const retryOf = i % RETRY_EVERY === RETRY_EVERY - 1 ? runIds.at(-1) : undefined;
        const id = createRun(db, { strategy: "sciqag", promptVersion: "test", settings: { run: i }, model: { id: null, name: "none", sha256: null, quantization: null }, seed: i, paperIds: [paperId], retryOf });
        setRunStatus(db, id, "completed");
        runIds.push(id);
      }
    })();
    return runIds;
  });
  return { dataDir, runIds: filled };
}
