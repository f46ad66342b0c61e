import type { AddRemoteModel } from "../../../contract/remoteModels.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { findModelByPath, getModel, insertModel, type ModelRow } from "../../db/repositories/models.ts";
import { remoteIdentity, remoteMetadata, remoteModelRef } from "./remoteModelEntry.ts";

/**
 * Registers a remote model in the models table beside GGUF files: its reference stands where a
 * file path would, its settings (endpoints, key name, context) in the metadata. No file, so no
 * size and no file hash: its identity is a digest of the reference, and each run records what the
 * servers report of the weights.
 */
export function addRemoteModel(db: LibraryDatabase, request: AddRemoteModel): { status: "added" | "already-registered"; row: ModelRow } {
  const { name, role, ...config } = request;
  const ref = remoteModelRef(config);
  const existing = findModelByPath(db, ref);
  if (existing) return { status: "already-registered", row: existing };
  const id = insertModel(db, {
    name: name ?? config.model,
    filePath: ref,
    fileSize: 0,
    // Not a file hash: a stable identity of "this model name on these servers", so provenance,
    // resume checks and the judge's score rows (keyed by it) work as for a file. What the servers
    // report of the weights is recorded with each run (its "remoteModel" engine fact).
    sha256: remoteIdentity(ref),
    contextLength: config.contextSize ?? null,
    // The server applies its model's chat template.
    hasChatTemplate: true,
    role: role ?? "generator",
    metadata: remoteMetadata(config),
  });
  return { status: "added", row: getModel(db, id)! };
}
