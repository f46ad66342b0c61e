import { registryIdOf } from "../../contract/pathArgs.ts";
import { isRemoteModelRef } from "../../contract/remoteModels.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getModel } from "../db/repositories/models.ts";
import { ModelNotFoundError } from "../llm/errors/ModelNotFoundError.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";

export interface RunModel {
  id: number;
  file: string;
  name: string;
  sha256: string | null;
  quantization: string | null;
  contextLength: number | null;
}

/**
 * The model a run uses, as provenance needs it: a registry id, or a GGUF path registered on
 * first use. Its sha256 is awaited (hashing resumes if it was interrupted) because every QA
 * records the exact file that wrote it. `ref` is a reference as a user gives it (text: digits
 * for an id, else a path) or a registry id the core holds (a number, e.g. a run's judge).
 */
export async function resolveRunModel(db: LibraryDatabase, models: ModelsServiceHandle, ref: string | number): Promise<RunModel> {
  const given = typeof ref === "number" ? ref : registryIdOf(ref);
  let id: number;
  if (given !== null) {
    id = given;
    if (!getModel(db, id)) throw new ModelNotFoundError(id);
  } else {
    id = (await models.add(ref as string)).model.id;
  }
  // A remote model has no file to hash: its provenance is what its servers report (recorded per run).
  const entry = getModel(db, id)!;
  if (!entry.sha256 && !isRemoteModelRef(entry.filePath)) await models.hasher.enqueue(id);
  const row = getModel(db, id)!;
  return { id, file: row.filePath, name: row.name, sha256: row.sha256, quantization: row.quantization, contextLength: row.contextLength };
}
