import type { ApiKeySource } from "../../../contract/apiKeys.ts";
import type { ModelAvailability } from "../../../contract/modelAvailability.ts";
import type { ModelsService } from "../../../contract/services.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { Emit } from "../../events/EventHub.ts";
import type { RemoteHttpSettings } from "../remote/remoteHttpOptions.ts";
import type { Hardware } from "./currentHardware.ts";
import type { DownloadModelFileOptions } from "./downloadModel.ts";
import type { ModelHasher } from "./ModelHasher.ts";

// The model registry's shape, apart from how createModelsService builds it: a dozen services and
// the run pipeline hold a ModelsServiceHandle and need none of its parts.

/** A registered model as loading needs it. */
export interface RegisteredModel {
  file: string;
  name: string;
}

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
  registered(id: number): RegisteredModel | undefined;
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
