import path from "node:path";
import { ImportResultSchema } from "../../src-main/contract/index.ts";
import type { ParsedTable } from "../../src-main/contract/tables.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { replacePaperTables } from "../../src-main/core/db/repositories/paperTables.ts";
import { DATABASE_FILE_NAME } from "../../src-main/core/system/dataDir.ts";
import { runCliProcess } from "./runCliProcess.ts";
import { writeTablePaper } from "./tablePaper.ts";
import { tempDirForSuite } from "./tempDir.ts";

/**
 * The table paper imported by the real CLI into a fresh data folder, its tables then stored again
 * as `tables` makes them from the printed ones (through the repository, as a reader would store
 * them); `then` reads what a test expects from the library before it is closed.
 */
export async function cliTablePaper<T>(tables: (printed: ParsedTable[]) => ParsedTable[], then: (db: LibraryDatabase, paperId: number) => T): Promise<{ dataDir: string; paperId: number; expected: T }> {
  const work = tempDirForSuite();
  const dataDir = path.join(work, "data");
  const file = path.join(work, "tables.pdf");
  const printed = await writeTablePaper(file);
  const imported = runCliProcess(["import", file, "--json", "--data-dir", dataDir]);
  if (imported.code !== 0) throw new Error(`import failed (${imported.code}): ${imported.stderr}`);
  const paperId = ImportResultSchema.parse(JSON.parse(imported.stdout.trim())).paperId!;
  const db = openDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  try {
    replacePaperTables(db, paperId, tables(printed));
    return { dataDir, paperId, expected: then(db, paperId) };
  } finally {
    closeDatabase(db);
  }
}
