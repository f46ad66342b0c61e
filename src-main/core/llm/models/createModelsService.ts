import type { CatalogEntry } from "../../../contract/modelCatalog.ts";
import type { ModelDetails } from "../../../contract/models.ts";
import type { ModelsService } from "../../../contract/services.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { Emit } from "../../events/EventHub.ts";
import { getModel, listModels } from "../../db/repositories/models.ts";
import { addModelFile, type AddModelContext } from "./addModelFile.ts";
import { describeBuiltInEmbedder } from "./builtIn/builtInUses.ts";
import { DEMO_MODEL_NAME, writeDemoModel } from "./demoModel.ts";
import type { DownloadModelFileOptions } from "./downloadModel.ts";
import { createModelDownloads } from "./modelDownloads.ts";
import { type Hardware } from "./currentHardware.ts";
import { systemMemory } from "./estimateFit.ts";
import { ModelHasher } from "./ModelHasher.ts";
import { catalogEntries, type FitReader, modelDetails } from "./modelFits.ts";
import { removeRegisteredModel } from "./removeRegisteredModel.ts";
import { toModelInfo } from "./toModelInfo.ts";
import { addRemoteModel } from "../remote/addRemoteModel.ts";
import { probeRemoteServers } from "../remote/probeRemoteServers.ts";
import { environmentKeys } from "../remote/environmentKeys.ts";
import type { ApiKeySource } from "../../../contract/apiKeys.ts";
import type { RemoteHttpSettings } from "../remote/remoteHttpOptions.ts";
import type { ModelAvailability } from "../../../contract/modelAvailability.ts";
import { ModelAvailabilityBook } from "./ModelAvailabilityBook.ts";
import { describeModelFailure, stopsRun } from "./modelFailure.ts";

export interface ModelsServiceOptions {
  /** The library database, opened on first use. */
  db: () => LibraryDatabase;
  dataDir: string;
  /** Where background problems (a file that could not be hashed) go. Defaults to a no-op. */
  log?: (message: string) => void;
  /** What fit estimates use. Defaults to the OS's RAM figures and no GPU (see currentHardware). */
  hardware?: () => Promise<Hardware>;
  /** Endpoint and timeouts of downloads (tests shorten them). Defaults to downloadModel's. */
  download?: Pick<DownloadModelFileOptions, "huggingFaceEndpoint" | "connectTimeoutMs" | "stallTimeoutMs">;
  /** Where "models.changed", "model.download" and "model.downloadEnded" go. Defaults to nowhere. */
  emit?: Emit;
  /** Where a server check finds API keys by name (the keychain in the desktop app). Defaults to the environment. */
  apiKeys?: ApiKeySource;
  /** Request settings of server checks (tests shorten them). Defaults to one attempt of 15 s. */
  remoteHttp?: RemoteHttpSettings;
  /**
   * Tries a file's memory estimate in a separate process before it is made here (the estimate runs
   * llama.cpp on the header, which can stop the process): throws LlamaAbortError when llama.cpp
   * stopped the trial. Defaults to none (the estimate runs here directly).
   */
  tryEstimate?: (file: string) => Promise<void>;
}

/** The contract service plus what only the core needs. */
export interface ModelsServiceHandle extends ModelsService {
  readonly hasher: ModelHasher;
  /** The file of a registered model, by id as text (what `generate-test --model 3` passes). */
  lookupFile(id: string): string | undefined;
  /** A registered model's file and name; undefined for an unknown id. */
  registered(id: number): { file: string; name: string } | undefined;
  /**
   * Notes that a model failed when a run or a load used it; true when `error` says the model
   * itself cannot be used (its server is down, refuses the key, or its file does not load), so a
   * run should stop (stopsRun), false for a request the server answered with an error.
   */
  noteFailure(modelId: number, error: unknown): boolean;
  /** Notes that a run or a load used the model without trouble. */
  noteOk(modelId: number): void;
  /** What is known of one model's availability (a stale remote check is made again first); null when nothing is. */
  availabilityOf(modelId: number): Promise<ModelAvailability | null>;
  /** Stops background hashing; call before closing the database. */
  dispose(): void;
}

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
