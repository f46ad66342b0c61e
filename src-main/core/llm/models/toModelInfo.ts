import fs from "node:fs";
import type { ModelInfo } from "../../../contract/models.ts";
import type { ModelRow } from "../../db/repositories/models.ts";
import { readStoredFacts } from "./storedModelFacts.ts";
import { isRemoteModelRef } from "../../../contract/remoteModels.ts";
import { readRemoteConfig } from "../remote/remoteModelEntry.ts";
import { displayUrl } from "../remote/redactSecret.ts";

/** A registry row as the contract shows it, with what is true of its file right now. */
export function toModelInfo(row: ModelRow, hashProgress: number | null): ModelInfo {
  const facts = readStoredFacts(row.metadata);
  const remote = readRemoteConfig(row.metadata);
  return {
    id: row.id,
    name: row.name,
    filePath: row.filePath,
    fileSize: row.fileSize,
    sha256: row.sha256,
    hashProgress: row.sha256 ? null : hashProgress,
    architecture: row.architecture,
    parameterCount: row.parameterCount,
    quantization: row.quantization,
    contextLength: row.contextLength,
    hasChatTemplate: row.hasChatTemplate,
    role: row.role,
    managed: facts.managed,
    source: facts.source,
    fileStatus: fileStatus(row.filePath, row.fileSize),
    remote: remote && { model: remote.model, endpoints: remote.endpoints.map((e) => displayUrl(e.url)) },
    addedAt: row.addedAt,
  };
}

/** "changed" catches a file replaced by another under the same name (a re-download, another quant). */
export function fileStatus(file: string, expectedSize: number): ModelInfo["fileStatus"] {
  // A remote model has no file here; whether its servers answer is found out when a run starts.
  if (isRemoteModelRef(file)) return "present";
  try {
    return fs.statSync(file).size === expectedSize ? "present" : "changed";
  } catch {
    return "missing";
  }
}
