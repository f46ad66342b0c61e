import { createCore } from "../../src-main/core/createCore.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { samplePaper } from "./sampleData.ts";

// A library fed by scripts or a long-running import: a great many papers, stored through the
// repository an import itself writes with, on a real SQLite file. Stored in one transaction, many
// share a moment (imported_at is kept to the millisecond), so the id half of a cursor is exercised too.

/** A library in `dataDir` holding `count` papers of one passage each; their ids in the order stored. Closed again so a CLI or server may open it. */
export async function buildManyPapersLibrary(dataDir: string, count: number): Promise<number[]> {
  const core = createCore({ dataDir });
  try {
    const db = core.db();
    return db.transaction(() => Array.from({ length: count }, (_, i) => insertPaperDocument(db, samplePaper(`paper-${i}`, 1))))();
  } finally {
    await core.closeAsync();
  }
}
