import type { LibraryService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readSchemaVersion } from "../db/migrations/index.ts";
import { tableCounts } from "../db/repositories/stats.ts";

export function createLibraryService(db: () => LibraryDatabase, databasePath: string): LibraryService {
  return {
    async dbInfo() {
      const connection = db();
      return { path: databasePath, schemaVersion: readSchemaVersion(connection), counts: tableCounts(connection) };
    },
  };
}
