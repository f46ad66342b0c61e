import { createCore } from "../../src-main/core/createCore.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { samplePaper } from "./sampleData.ts";

// A library fed by scripts: a great many imported QA datasets, each one text stored through the
// repository an import itself writes with, on a real SQLite file.

/** The name of the `i`th dataset, in the order a page lists them when all were stored in one moment. */
export const datasetNameOf = (i: number) => `qas-${String(i).padStart(6, "0")}.csv`;

/** A library in `dataDir` holding `count` datasets of one text each; closed again so a CLI or server may open it. */
export async function buildManyDatasetsLibrary(dataDir: string, count: number): Promise<void> {
  const core = createCore({ dataDir });
  try {
    const db = core.db();
    db.transaction(() => {
      for (let i = 0; i < count; i++) insertPaperDocument(db, { ...samplePaper(`dataset-${i}`, 1), dataset: { dataset: datasetNameOf(i), position: 1 } });
    })();
  } finally {
    await core.closeAsync();
  }
}
