import type { ExportFilter } from "./exportRecord.ts";
import type { DbInfo } from "./library.ts";
import type { ExportRequest, ExportResultView, FailedItem, GenerateRequest, KeyQaView, RunProgressView, RunSummary } from "./pipeline.ts";
import type { GenerateTestRequest, GenerateTestResult, RuntimeInfo } from "./llm.ts";
import type {
  AddModelOptions,
  AddModelResult,
  CatalogEntry,
  DownloadModelOptions,
  DownloadModelResult,
  ModelDetails,
  ModelInfo,
  RemoveModelOptions,
  RemoveModelResult,
} from "./models.ts";
import type { ImportOptions, ImportResult, PaperDetail, PaperSummary } from "./papers.ts";
import type { DoctorReport } from "./system.ts";

/**
 * The service interfaces are the IPC contract: the Electron bridge, the HTTP server and the
 * CLI are thin adapters over these methods, so every method takes and returns plain data that
 * the schemas in this folder describe.
 */
export interface SystemService {
  /** Versions of the runtime pieces and whether each loads on this machine. */
  doctor(): Promise<DoctorReport>;
}

export interface LibraryService {
  /** The database file, its schema version and the row count of every table. */
  dbInfo(): Promise<DbInfo>;
  /**
   * Imports PDF files and folders (walked recursively for *.pdf). One result per file, in the
   * order the files were found; a file that cannot be imported is a "failed" result, never a
   * rejected call.
   */
  importPapers(paths: string[], options?: ImportOptions): Promise<ImportResult[]>;
  /** Every paper in the library, newest import first. */
  listPapers(): Promise<PaperSummary[]>;
  /** One paper as read. Rejects with PaperNotFoundError for an unknown id. */
  getPaper(id: number): Promise<PaperDetail>;
}

export interface LlmService {
  /** The backend in use (and why, when it is not the one asked for), GPU devices, memory, threads. */
  runtimeInfo(): Promise<RuntimeInfo>;
  /**
   * One generation from a model file (or registered model id), for a quick check: free text, or
   * JSON following `schema`. Rejects with the engine's named errors (NotGgufError,
   * ContextOverflowError, GenerationFailedError...).
   */
  generateTest(request: GenerateTestRequest): Promise<GenerateTestResult>;
}

export interface ModelsService {
  /** Every registered model, by name. */
  list(): Promise<ModelInfo[]>;
  /**
   * Registers a local GGUF file after reading its header (NotGgufError, TruncatedGgufError,
   * UnsupportedArchitectureError, VocabularyOnlyGgufError, UnreadableModelFileError otherwise).
   * The file stays where it is unless `copy`; its sha256 follows in the background. The same
   * path added twice returns the existing entry.
   */
  add(file: string, options?: AddModelOptions): Promise<AddModelResult>;
  /**
   * Removes the registry entry (ModelNotFoundError for an unknown id). The file is deleted only
   * with `deleteFile` and only when Distillate copied or downloaded it into its data folder.
   */
  remove(id: number, options?: RemoveModelOptions): Promise<RemoveModelResult>;
  /** A registered model by id, or any GGUF file by path: header facts and the fit on this machine. */
  info(idOrFile: number | string): Promise<ModelDetails>;
  /** Recommended models with their size and an estimate of how they fit on this machine. */
  catalog(): Promise<CatalogEntry[]>;
  /**
   * Downloads a model (URL or `hf:` URI) into the data folder and registers it; resumes an
   * interrupted download of the same URI. ModelDownloadError, ModelHashMismatchError.
   */
  download(uri: string, options?: DownloadModelOptions): Promise<DownloadModelResult>;
}

/** In-process hooks of a run (the CLI's progress line); transports add events for these later. */
export interface RunHooks {
  /** Called once the whole plan is stored, before any item runs. */
  onPlanned?(run: { runId: number; items: number }): void;
  /** Called after every item. */
  onProgress?(progress: RunProgressView): void;
  /** Cancels: items in flight go back to the queue, the rest are marked cancelled. */
  signal?: AbortSignal;
}

export interface PipelineService {
  /** Plans a run (stored before anything runs), then executes it to the end. */
  generate(request: GenerateRequest, hooks?: RunHooks): Promise<RunProgressView>;
  /** Finishes a run after a crash, a pause or a cancel: items in flight at the time run again. */
  resume(runId: number, hooks?: RunHooks): Promise<RunProgressView>;
  /** Lets the items in flight finish, starts no more, and leaves the run resumable. */
  pause(runId: number): Promise<void>;
  /** Stops a run: items in flight go back to the queue, the rest are marked cancelled. */
  cancel(runId: number): Promise<void>;
  /** Every run, newest first. */
  listRuns(): Promise<RunSummary[]>;
  getRun(runId: number): Promise<RunSummary>;
  /** Items that used up their attempts, with the last error. */
  failedItems(runId: number): Promise<FailedItem[]>;
  /** Puts failed items back in the queue with fresh attempts; returns how many. Resume to run them. */
  retryFailed(runId: number): Promise<number>;
  /** A paper's best accepted QAs by the documented ranking (quality, diversity, spread). */
  keyQas(paperId: number, request?: { count?: number; runId?: number }): Promise<KeyQaView[]>;
  /** Writes the selected QAs as JSON or JSONL, atomically. */
  exportDataset(request: ExportRequest): Promise<ExportResultView>;
  /** How many QAs a filter selects. */
  countExport(filter?: ExportFilter): Promise<number>;
}

export interface DistillateServices {
  system: SystemService;
  library: LibraryService;
  llm: LlmService;
  models: ModelsService;
  pipeline: PipelineService;
}
