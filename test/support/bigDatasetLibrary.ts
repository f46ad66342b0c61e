import { createCore } from "../../src-main/core/createCore.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { samplePaper } from "./sampleData.ts";

// One imported QA file that brought a great many source texts, stored through the repository an
// import itself writes with, on a real SQLite file: `placed` texts stored last place first (so the
// dataset's order is not the order stored), then `unplaced` texts that carry no place, and one
// small dataset beside it whose texts must never be listed with it.

export const BIG_DATASET = "chemlit-qas.csv";
export const SMALL_DATASET = "other-qas.csv";

/** The library in `dataDir`, closed again so a CLI or server may open it; the big dataset's text ids in its own order. */
export async function buildBigDatasetLibrary(dataDir: string, placed: number, unplaced: number): Promise<number[]> {
  const core = createCore({ dataDir });
  try {
    const db = core.db();
    return db.transaction(() => {
      const store = (seed: string, dataset: string, position: number | null) => insertPaperDocument(db, { ...samplePaper(seed, 1), dataset: { dataset, position } });
      for (let i = 0; i < 3; i++) store(`small-${i}`, SMALL_DATASET, i + 1);
      const byPlace: number[] = [];
      for (let position = placed; position >= 1; position--) byPlace[position - 1] = store(`text-${position}`, BIG_DATASET, position);
      const rest = Array.from({ length: unplaced }, (_, i) => store(`unplaced-${i}`, BIG_DATASET, null));
      return [...byPlace, ...rest];
    })();
  } finally {
    await core.closeAsync();
  }
}
