import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

import type { ModelRole } from "../../../contract/models.ts";

// Roles are the contract's (one declaration); re-exported for the repository's callers.
export type { ModelRole };

export interface NewModel {
  name: string;
  filePath: string;
  fileSize: number;
  sha256?: string | null;
  architecture?: string | null;
  parameterCount?: number | null;
  quantization?: string | null;
  contextLength?: number | null;
  hasChatTemplate?: boolean;
  /** Defaults to "generator". */
  role?: ModelRole;
  metadata?: Record<string, unknown>;
}

export interface ModelRow {
  id: number;
  name: string;
  filePath: string;
  fileSize: number;
  sha256: string | null;
  architecture: string | null;
  parameterCount: number | null;
  quantization: string | null;
  contextLength: number | null;
  hasChatTemplate: boolean;
  role: ModelRole;
  metadata: Record<string, unknown>;
  addedAt: string;
}

const SELECT = `SELECT id, name, file_path AS filePath, file_size AS fileSize, sha256, architecture,
  parameter_count AS parameterCount, quantization, context_length AS contextLength,
  has_chat_template AS hasChatTemplate, role, metadata_json AS metadata, added_at AS addedAt FROM models`;

type RawModel = Omit<ModelRow, "hasChatTemplate" | "metadata"> & { hasChatTemplate: number; metadata: string };
const toModel = (raw: RawModel): ModelRow => ({ ...raw, hasChatTemplate: raw.hasChatTemplate === 1, metadata: JSON.parse(raw.metadata) });

export function insertModel(db: LibraryDatabase, model: NewModel): number {
  return Number(
    prepared(
      db,
      `INSERT INTO models (name, file_path, file_size, sha256, architecture, parameter_count, quantization,
                           context_length, has_chat_template, role, metadata_json)
       VALUES (@name, @filePath, @fileSize, @sha256, @architecture, @parameterCount, @quantization,
               @contextLength, @hasChatTemplate, @role, @metadata)`,
    ).run({
      name: model.name,
      filePath: model.filePath,
      fileSize: model.fileSize,
      sha256: model.sha256 ?? null,
      architecture: model.architecture ?? null,
      parameterCount: model.parameterCount ?? null,
      quantization: model.quantization ?? null,
      contextLength: model.contextLength ?? null,
      hasChatTemplate: model.hasChatTemplate ? 1 : 0,
      role: model.role ?? "generator",
      metadata: JSON.stringify(model.metadata ?? {}),
    }).lastInsertRowid,
  );
}

export function getModel(db: LibraryDatabase, id: number): ModelRow | undefined {
  const raw = prepared<[number], RawModel>(db, `${SELECT} WHERE id = ?`).get(id);
  return raw && toModel(raw);
}

export function findModelByPath(db: LibraryDatabase, filePath: string): ModelRow | undefined {
  const raw = prepared<[string], RawModel>(db, `${SELECT} WHERE file_path = ?`).get(filePath);
  return raw && toModel(raw);
}

export function listModels(db: LibraryDatabase): ModelRow[] {
  return prepared<[], RawModel>(db, `${SELECT} ORDER BY name, id`).all().map(toModel);
}

/** Records the file hash once the background hashing finishes. */
export function setModelSha256(db: LibraryDatabase, id: number, sha256: string): void {
  prepared(db, `UPDATE models SET sha256 = ? WHERE id = ?`).run(sha256, id);
}

/** Removes the registry entry; runs keep their copy of the model's identity. */
export function removeModel(db: LibraryDatabase, id: number): boolean {
  return prepared(db, `DELETE FROM models WHERE id = ?`).run(id).changes > 0;
}
