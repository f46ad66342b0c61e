import fs from "node:fs";
import path from "node:path";
import type { AddModelOptions, AddModelResult, GgufMetadata } from "../../../contract/models.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { FileNotWrittenError } from "../../files/FileNotWrittenError.ts";
import { writeFailure } from "../../files/replaceFile.ts";
import { findModelByPath, getModel, insertModel, listModels, type ModelRow } from "../../db/repositories/models.ts";
import { hashFile } from "./hashFile.ts";
import type { ModelHasher } from "./ModelHasher.ts";
import { makeModelsDirectory } from "./modelsDirectory.ts";
import { readGgufMetadata } from "./readGgufMetadata.ts";
import { readStoredFacts, storedFacts } from "./storedModelFacts.ts";
import { toModelInfo } from "./toModelInfo.ts";

export interface AddModelContext {
  db: LibraryDatabase;
  dataDir: string;
  hasher: ModelHasher;
}

/** How a file arrived, for files the registry owns (downloads). Defaults to a local file added by the user. */
export interface ModelOrigin {
  managed: boolean;
  source: string | null;
  /** Known already (a download checked against an expected hash): no background hash. */
  sha256?: string | null;
}

/**
 * Registers a local GGUF file. The header is read and checked first (the named file errors come
 * from there), so a bad file never enters the registry. The file stays where it is unless
 * `copy` asks for a copy in `<dataDir>/models/`; the copy is hashed as it is written, otherwise
 * the hash is computed in the background and the entry is usable at once.
 */
export async function addModelFile(context: AddModelContext, file: string, options: AddModelOptions = {}, origin?: ModelOrigin): Promise<AddModelResult> {
  const { db, hasher } = context;
  const source = path.resolve(file);
  const existing = findModelByPath(db, source) ?? (options.copy ? findCopyOf(db, source) : undefined);
  if (existing) return { status: "already-registered", model: toModelInfo(existing, hasher.progressOf(existing.id)) };

  const { metadata } = await readGgufMetadata(source);
  let filePath = source;
  let sha256 = origin?.sha256 ?? null;
  if (options.copy) {
    // The entry does not exist yet, so copy progress reports model id 0.
    ({ filePath, sha256 } = await copyIntoDataDir(context.dataDir, source, metadata, options.signal, (bytesDone, totalBytes) =>
      options.onHashProgress?.({ modelId: 0, bytesDone, totalBytes }),
    ));
  }

  let id: number;
  try {
    id = insertModel(db, {
      name: options.name ?? defaultName(source),
      filePath,
      fileSize: metadata.fileSize,
      sha256,
      architecture: metadata.architecture,
      parameterCount: metadata.parameterCount,
      quantization: metadata.quantization,
      contextLength: metadata.contextLength,
      hasChatTemplate: metadata.hasChatTemplate,
      role: options.role ?? metadata.suggestedRole,
      metadata: { ...storedFacts(metadata, originFacts(options, origin, source)) },
    });
  } catch (error) {
    // Two adds of the same path at once: the UNIQUE file_path lets one win; the other gets its entry.
    const winner = (error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE" ? findModelByPath(db, filePath) : undefined;
    if (!winner) throw error;
    return { status: "already-registered", model: toModelInfo(winner, hasher.progressOf(winner.id)) };
  }

  if (sha256 === null) {
    const hashed = hasher.enqueue(id, options.onHashProgress);
    if (options.waitForHash) await hashed;
  }
  const row = getModel(db, id)!;
  return { status: "added", model: toModelInfo(row, hasher.progressOf(id)) };
}

function originFacts(options: AddModelOptions, origin: ModelOrigin | undefined, source: string) {
  if (origin) return { managed: origin.managed, source: origin.source, copiedFrom: null };
  return { managed: options.copy === true, source: null, copiedFrom: options.copy ? source : null };
}

/** A copy of this file already in the data folder, still there: adding it again with copy is a no-op. */
function findCopyOf(db: LibraryDatabase, source: string): ModelRow | undefined {
  return listModels(db).find((model) => readStoredFacts(model.metadata).copiedFrom === source && fs.existsSync(model.filePath));
}

/**
 * Copies through a `.partial` name, renamed at the end, so an interrupted copy never looks like
 * a model; a copy that fails or is stopped (`signal`) is removed, so no part of a model is left
 * in the data folder. A name already taken in the folder gets a numeric suffix.
 */
async function copyIntoDataDir(
  dataDir: string,
  source: string,
  metadata: GgufMetadata,
  signal: AbortSignal | undefined,
  onProgress: (bytesDone: number, totalBytes: number) => void,
): Promise<{ filePath: string; sha256: string }> {
  const dir = makeModelsDirectory(dataDir);
  const filePath = freeName(dir, path.basename(source));
  const partial = `${filePath}.partial`;
  try {
    const sha256 = await hashFile(source, { copyTo: partial, copyShownAs: filePath, onProgress, signal });
    const copied = fs.statSync(partial).size;
    if (copied !== metadata.fileSize) throw new FileNotWrittenError(filePath, `the copy has ${copied} bytes of ${metadata.fileSize}; is the disk full?`);
    try {
      fs.renameSync(partial, filePath);
    } catch (error) {
      throw writeFailure(filePath, error);
    }
    return { filePath, sha256 };
  } catch (error) {
    // EEXIST: something came to stand at the name after it was found free; it is not ours to remove.
    if (error instanceof FileNotWrittenError || (error as NodeJS.ErrnoException).code !== "EEXIST") fs.rmSync(partial, { force: true });
    throw error;
  }
}

function freeName(dir: string, base: string): string {
  const extension = path.extname(base);
  const stem = base.slice(0, base.length - extension.length);
  let candidate = path.join(dir, base);
  for (let n = 2; standing(candidate) || standing(`${candidate}.partial`); n++) candidate = path.join(dir, `${stem}-${n}${extension}`);
  return candidate;
}

/** Whether anything stands at `file`, a link to nowhere included (existsSync follows it and says no). */
function standing(file: string): boolean {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The file name without `.gguf`: what hubs use to tell quantizations apart. */
export function defaultName(file: string): string {
  return path.basename(file).replace(/\.gguf$/i, "");
}
