import path from "node:path";
import { createCore } from "../../src-main/core/createCore.ts";
import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { writeTablePaper } from "./tablePaper.ts";

/**
 * A library in `<work>/data` with the table paper imported for real, then `fill` writing what a
 * test needs about it through the repositories; closed again so a CLI or server may open it.
 */
export async function buildTablePaperLibrary<T>(work: string, fill: (db: LibraryDatabase, paperId: number) => T): Promise<{ dataDir: string; filled: T }> {
  const dataDir = path.join(work, "data");
  const core = createCore({ dataDir });
  try {
    const file = path.join(work, "tables.pdf");
    await writeTablePaper(file);
    const [imported] = await core.services.imports.importPapers([file]);
    return { dataDir, filled: fill(core.db(), imported!.paperId!) };
  } finally {
    await core.closeAsync();
  }
}
