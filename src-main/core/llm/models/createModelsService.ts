import type { CatalogEntry } from "../../../contract/modelCatalog.ts";
import type { ModelDetails } from "../../../contract/models.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { Emit } from "../../events/EventHub.ts";
import { getModel, listModels } from "../../db/repositories/models.ts";
import { addModelFile, type AddModelContext } from "./addModelFile.ts";
import { describeBuiltInEmbedder } from "./builtIn/builtInUses.ts";
import { DEMO_MODEL_NAME, writeDemoModel } from "./demoModel.ts";
import { createModelDownloads } from "./modelDownloads.ts";
import type { Hardware } from "./currentHardware.ts";
import type { ModelsServiceHandle, ModelsServiceOptions } from "./ModelsServiceHandle.ts";
import { systemMemory } from "./estimateFit.ts";
import { ModelHasher } from "./ModelHasher.ts";
import { catalogEntries, type FitReader, modelDetails } from "./modelFits.ts";
import { removeRegisteredModel } from "./removeRegisteredModel.ts";
import { toModelInfo } from "./toModelInfo.ts";
import { addRemoteModel } from "../remote/addRemoteModel.ts";
import { probeRemoteServers } from "../remote/probeRemoteServers.ts";
import { environmentKeys } from "../remote/environmentKeys.ts";
import { ModelAvailabilityBook } from "./ModelAvailabilityBook.ts";
import { describeModelFailure, stopsRun } from "./modelFailure.ts";

/**
 * The model registry over the `models` table. Hashes missing from earlier sessions are queued
 * the first time the registry is used, so they finish in the background of a later session.
 */
export function createModelsService(options: ModelsServiceOptions): ModelsServiceHandle {
  const emit: Emit = options.emit ?? (() => undefined);
  const changed = () => emit({ type: "models.changed" });
  const hasher = new ModelHasher(options.db, options.log, changed);
  let resumed = false;
  const db = (): LibraryDatabase => {
    const connection = options.db();
    if (!resumed) {
      resumed = true;
      hasher.resumePending();
    }
    return connection;
  };
  const context = (): AddModelContext => ({ db: db(), dataDir: options.dataDir, hasher });
  const hardware = options.hardware ?? (async (): Promise<Hardware> => ({ memory: systemMemory() }));
  const downloads = createModelDownloads({ db, dataDir: options.dataDir, hasher, context, emit, changed, download: options.download });
  const availability = new ModelAvailabilityBook({ rows: () => listModels(db()), keys: options.apiKeys ?? environmentKeys, http: options.remoteHttp, onChange: changed });

  const reader: FitReader = { hardware, tryEstimate: options.tryEstimate };

  return {
    hasher,
    lookupFile(id) {
      return /^[1-9]\d*$/.test(id) ? getModel(db(), Number(id))?.filePath : undefined;
    },
    registered(id) {
      const row = getModel(db(), id);
      return row ? { file: row.filePath, name: row.name } : undefined;
    },
    noteFailure(modelId, error) {
      // Marked whenever the model failed; the run stops only when the model cannot be used at all.
      const failure = describeModelFailure(error);
      if (failure) availability.noteFailure(modelId, failure);
      return stopsRun(error);
    },
    noteOk(modelId) {
      availability.noteOk(modelId);
    },
    availabilityOf(modelId) {
      return availability.of(modelId);
    },
    dispose() {
      hasher.dispose();
    },

    async availability(request = {}) {
      return availability.list(request.refresh === true);
    },

    async list() {
      return listModels(db()).map((row) => toModelInfo(row, hasher.progressOf(row.id)));
    },

    async addRemote(request) {
      const result = addRemoteModel(db(), request);
      if (result.status === "added") changed();
      return { status: result.status, model: toModelInfo(result.row, null) };
    },

    async probeRemote(request) {
      return probeRemoteServers(request, options.apiKeys ?? environmentKeys, options.remoteHttp);
    },

    async add(file, addOptions = {}) {
      const result = await addModelFile(context(), file, addOptions);
      if (result.status === "added") changed();
      return result;
    },

    async addDemo() {
      const { file, sha256 } = writeDemoModel(options.dataDir);
      const result = await addModelFile(context(), file, { name: DEMO_MODEL_NAME }, { managed: true, source: null, sha256 });
      if (result.status === "added") changed();
      return result;
    },

    async remove(id, removeOptions = {}) {
      return removeRegisteredModel(db(), options.dataDir, id, removeOptions, changed);
    },

    async info(ref): Promise<ModelDetails> {
      return modelDetails(db(), hasher, reader, ref);
    },

    async builtIn() {
      return describeBuiltInEmbedder();
    },

    async catalog(): Promise<CatalogEntry[]> {
      return catalogEntries(listModels(db()), reader);
    },
    ...downloads,
  };
}
