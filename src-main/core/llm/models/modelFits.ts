import path from "node:path";
import type { CatalogEntry } from "../../../contract/modelCatalog.ts";
import type { ModelDetails } from "../../../contract/models.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { findModelByPath, getModel, type ModelRow } from "../../db/repositories/models.ts";
import { ModelNotFoundError } from "../errors/ModelNotFoundError.ts";
import { CATALOG } from "./catalog.ts";
import type { Hardware } from "./currentHardware.ts";
import { estimateFitFromInsights, estimateFitFromSize, type MemoryState } from "./estimateFit.ts";
import type { ModelHasher } from "./ModelHasher.ts";
import { readGgufMetadata, type GgufReading } from "./readGgufMetadata.ts";
import { readStoredFacts } from "./storedModelFacts.ts";
import { fileStatus, toModelInfo } from "./toModelInfo.ts";

/** What estimating a model's fit needs: this machine, and the trial of an estimate in another process (see ModelsServiceOptions). */
export interface FitReader {
  hardware: () => Promise<Hardware>;
  tryEstimate?: (file: string) => Promise<void>;
}

async function fitOf(reader: FitReader, reading: GgufReading, state: MemoryState) {
  if (!reading.insights) return estimateFitFromSize(reading.metadata.fileSize, state);
  await reader.tryEstimate?.(reading.metadata.file);
  return estimateFitFromInsights(reading.insights, state);
}

/** A model's details, by id or by file (registered or not): its header, and whether it fits this machine. */
export async function modelDetails(connection: LibraryDatabase, hasher: ModelHasher, reader: FitReader, ref: number | string): Promise<ModelDetails> {
  const row = typeof ref === "number" ? getModel(connection, ref) : findModelByPath(connection, path.resolve(ref));
  if (typeof ref === "number" && !row) throw new ModelNotFoundError(ref);
  const model = row ? toModelInfo(row, hasher.progressOf(row.id)) : null;
  // A remote model has no header to read and takes none of this machine's memory.
  if (model && (model.fileStatus === "missing" || model.remote)) return { model, metadata: null, fit: null };
  const { memory, llama } = await reader.hardware();
  const reading = await readGgufMetadata(row?.filePath ?? ref.toString(), { requireWeights: false, llama });
  // A vocabulary-only file has nothing to fit (and llama.cpp would log a failed load trying).
  const fit = reading.metadata.tensorCount > 0 ? await fitOf(reader, reading, memory) : null;
  return { model, metadata: reading.metadata, fit };
}

/** The recommended models, each with whether it is installed and how it would fit this machine. */
export async function catalogEntries(rows: ModelRow[], reader: FitReader): Promise<CatalogEntry[]> {
  const { memory: state, llama } = await reader.hardware();
  return Promise.all(
    CATALOG.map(async (entry) => {
      const installed = rows.find((row) => readStoredFacts(row.metadata).source === entry.uri && fileStatus(row.filePath, row.fileSize) === "present");
      let fit = estimateFitFromSize(entry.sizeBytes, state);
      if (installed) fit = await readGgufMetadata(installed.filePath, { llama }).then((reading) => fitOf(reader, reading, state), () => fit);
      return { ...entry, installedModelId: installed?.id ?? null, fit };
    }),
  );
}
