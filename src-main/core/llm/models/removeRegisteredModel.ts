import fs from "node:fs";
import type { RemoveModelOptions, RemoveModelResult } from "../../../contract/models.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getModel, removeModel } from "../../db/repositories/models.ts";
import { clearSettingHolding } from "../../db/repositories/settings.ts";
import { ModelNotFoundError } from "../errors/ModelNotFoundError.ts";
import { isInside, modelsDirectory } from "./modelsDirectory.ts";
import { readStoredFacts } from "./storedModelFacts.ts";

/**
 * Unregisters a model (and unsets it as the default), deleting its file when asked and when
 * Distillate itself put the file in its models folder.
 */
export function removeRegisteredModel(connection: LibraryDatabase, dataDir: string, id: number, removeOptions: RemoveModelOptions, changed: () => void): RemoveModelResult {
  const row = getModel(connection, id);
  if (!row) throw new ModelNotFoundError(id);
  connection.transaction(() => {
    removeModel(connection, id);
    clearSettingHolding(connection, "defaultModelId", id);
  })();
  changed();
  // Only a file Distillate itself put in its models folder is ever deleted.
  const deletable = readStoredFacts(row.metadata).managed && isInside(modelsDirectory(dataDir), row.filePath);
  let fileDeleted = false;
  if (removeOptions.deleteFile && deletable) {
    fs.rmSync(row.filePath, { force: true });
    fs.rmSync(`${row.filePath}.ipull`, { force: true });
    fileDeleted = true;
  }
  return { id, filePath: row.filePath, fileDeleted };
}
