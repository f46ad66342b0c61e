import type { PaperTable } from "../../contract/tables.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { listPaperTables, replacePaperTables } from "../db/repositories/paperTables.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { readPaperFile } from "./readPaperFile.ts";

/** A paper's stored tables; null when they were never read. */
export function readStoredTables(db: LibraryDatabase, id: number): PaperTable[] | null {
  const tables = listPaperTables(db, id);
  if (tables === undefined) throw new PaperNotFoundError(id);
  return tables;
}

/**
 * Reads the paper's PDF again, in the parser pool, and puts the tables found in place of those
 * kept. Only the tables change: the passages, sentences and boxes that QAs and answers rest on
 * keep their ids. The file must still be the one imported (readPaperFile checks its hash), or the
 * tables' boxes would belong to another file. A reader that does not look for tables (gives no
 * `tables`) leaves what is stored as it is.
 */
export async function readTablesAgain(db: LibraryDatabase, pool: ParserPool, id: number): Promise<PaperTable[] | null> {
  const paper = getPaper(db, id);
  if (!paper) throw new PaperNotFoundError(id);
  const bytes = await readPaperFile(db, id);
  const parsed = await pool.parse(bytes, { file: paper.sourcePath });
  if (parsed.tables && !replacePaperTables(db, id, parsed.tables)) throw new PaperNotFoundError(id);
  return readStoredTables(db, id);
}
