import fs from "node:fs";
import type { ModelInfo } from "../../../contract/models.ts";
import type { ModelRow } from "../../db/repositories/models.ts";
import { readStoredFacts } from "./storedModelFacts.ts";

/** A registry row as the contract shows it, with what is true of its file right now. */
export function toModelInfo(row: ModelRow, hashProgress: number | null): ModelInfo {
  const facts = readStoredFacts(row.metadata);
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
    addedAt: row.addedAt,
  };
}

/** "changed" catches a file replaced by another under the same name (a re-download, another quant). */
export function fileStatus(file: string, expectedSize: number): ModelInfo["fileStatus"] {
  try {
    return fs.statSync(file).size === expectedSize ? "present" : "changed";
  } catch {
    return "missing";
  }
}
