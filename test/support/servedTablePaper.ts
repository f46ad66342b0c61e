import path from "node:path";
import type { ParsedTable } from "../../src-main/contract/tables.ts";
import { replacePaperTables } from "../../src-main/core/db/repositories/paperTables.ts";
import { seedLibrary, type ServedApp, type ServedAppDirs } from "./servedApp.ts";
import { writeTablePaper } from "./tablePaper.ts";

// The table paper (tablePaper.ts) in a served library, as the browser tests of a paper's tables
// need it: written beside the library, imported through `distillate serve` as a user imports it,
// and its tables stored through the repository as the reader's output is (once the reader reads
// these tables itself, the import alone will do it).

/** The written table paper and the tables printed in it, with the library it is to go into. */
export interface TablePaperSeed {
  tablePaper: string;
  tables: ParsedTable[];
  dataDir: string;
}

/** Writes the table paper into the served app's scratch folder: a `useServedApp` preparation. */
export async function prepareTablePaper({ work, dataDir }: ServedAppDirs): Promise<TablePaperSeed> {
  const tablePaper = path.join(work, "tables.pdf");
  return { tablePaper, tables: await writeTablePaper(tablePaper), dataDir };
}

/** Imports the prepared table paper through the server and stores its tables; returns the paper's id. */
export async function importTablePaper(app: ServedApp<TablePaperSeed>): Promise<number> {
  const [imported] = await app.serve.call("imports.importPapers", [app.seed.tablePaper]);
  const paperId = imported?.paperId;
  if (!paperId) throw new Error(`The table paper was not imported: ${JSON.stringify(imported)}`);
  seedLibrary(app.seed.dataDir, (db) => replacePaperTables(db, paperId, app.seed.tables));
  return paperId;
}
