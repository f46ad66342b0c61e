import path from "node:path";
import { registryIdOf } from "../../../contract/pathArgs.ts";
import { isRemoteModelRef } from "../../../contract/remoteModels.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { findModelByPath, getModel, type ModelRow } from "../../db/repositories/models.ts";
import { ModelNotFoundError } from "../../llm/errors/ModelNotFoundError.ts";

/**
 * The registry entry a model reference (`judgeModel`: digits or a file) names, without
 * registering, hashing or loading anything: what a preview may read. An id that is not in the
 * registry is an error; a file that is not registered yet gives undefined (nothing it graded
 * can be told apart until it is registered and hashed).
 */
export function registeredModelOf(db: LibraryDatabase, ref: string): ModelRow | undefined {
  const id = registryIdOf(ref);
  if (id === null) return findModelByPath(db, isRemoteModelRef(ref) ? ref : path.resolve(ref));
  const model = getModel(db, id);
  if (!model) throw new ModelNotFoundError(id);
  return model;
}
