import type { PaperGraphView } from "./knowledgeGraph.ts";
import type { PaperSynthesisView } from "./synthesisConditions.ts";
import type { ReviewAgreement } from "./agreement.ts";
import type { DatasetReport, RunReportOptions } from "./report.ts";
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
import type { ModelAvailability, ModelAvailabilityRequest } from "./modelAvailability.ts";
import type { AddRemoteModel, ApiKeyForServers, ProbeRemoteRequest, ProbeRemoteResult, SaveApiKeyRequest } from "./remoteModels.ts";
import type { ImportFileReport, ImportOptions, ImportReport, ImportResult, PaperDetail, PaperSummary } from "./papers.ts";
import type { DoctorReport } from "./system.ts";
import type { AppEvents } from "./events.ts";
import type { EmptyItem, ExportContent, ExportPreview, ExportPreviewRequest, RetryChanges, RetryResult, RunCheck, RunPaperProgress, StartedRun, StrategyInfo } from "./pipeline.ts";
import type { LoadModelRequest, ModelLoadState } from "./llm.ts";
import type { PaperEditRequest, ZoteroEntryResult, PaperList, PaperListQuery, PaperReading, UploadedFile } from "./papers.ts";
import type {
  QaDetail,
  QaPage,
  QaPageRequest,
  QaQuery,
  RenameReviewerResult,
  ReviewChange,
  ReviewCounts,
  ReviewDecision,
  ReviewerSummary,
  ReviewFacets,
  ReviewPatch,
  ReviewState,
} from "./review.ts";
import type { AppSettings, AppSettingsPatch } from "./settings.ts";
import type { EvaluatePreview, EvaluatePreviewRequest, EvaluateRequest, JudgeProgress } from "./judge.ts";
import type { SaveDialogRequest } from "./desktop.ts";
import type { AskAnswer, AskAnswerSummary, AskListRequest, AskProgress, AskRequest, KeptAnswer, Retrieval } from "./ask.ts";
import type { ImportQasRequest, ImportQasResult } from "./qaImport.ts";

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
  /** The library view: papers with QA counts and status, searched, filtered and sorted in SQL. */
  browse(query?: PaperListQuery): Promise<PaperList>;
  /** Passages with ids and page boxes, sections and page sizes, for the reader. PaperNotFoundError. */
  reading(id: number): Promise<PaperReading>;
  /** The PDF's bytes for the page renderer. PaperFileMissingError when the file moved since import. */
  paperFile(id: number): Promise<Uint8Array>;
  /** Stores PDFs sent by the page in the data folder's uploads, then imports them like `importPapers`. */
  upload(files: UploadedFile[], options?: ImportOptions): Promise<ImportResult[]>;
  /** Deletes a paper with its QAs and reviews (the PDF file itself is left alone). */
  removePaper(id: number): Promise<void>;
  /**
   * Corrects a paper's title, authors, DOI, year, venue, abstract or keywords, or takes fields
   * back to what the reader found. Corrections are kept with the file, so they come back if the
   * same PDF is imported again, and they are what prompts and exports use. PaperNotFoundError.
   */
  editPaper(id: number, request: PaperEditRequest): Promise<PaperDetail>;
  /**
   * Imports the PDFs a Zotero export (BibTeX or CSL-JSON) names and takes each item's metadata
   * from the export, as corrections marked "from Zotero". Items whose paper is already in the
   * library (same file, same bytes, or same DOI) are matched instead of imported again. One
   * result per item, in the export's order; an item whose PDF is missing fails alone.
   * ZoteroExportUnreadableError when the export itself cannot be read.
   */
  importZotero(exportFile: string, options?: ImportOptions): Promise<ZoteroEntryResult[]>;
  /**
   * The recent import batches of this app session (those given a `batchId`), newest first, so
   * a reloaded window still shows what happened and which files wait for a password.
   */
  importReport(): Promise<ImportReport>;
  /**
   * Imports a file of the report that needs its password, with that password, and returns the
   * file's new state (still "needs-password" when the password is wrong). A file that no longer
   * needs one is returned as it is. ImportEntryNotFoundError when the report no longer holds it.
   */
  unlockImport(batchId: string, index: number, password: string): Promise<ImportFileReport>;
  /**
   * The user's choice about a file of the report that looks like a paper already in the library
   * (`likelyDuplicateOf`): keep both papers, or remove the new copy (its paper, QAs and reviews;
   * the file itself is left alone), after which the file stands as a duplicate of the other.
   * Returns the file's new state. ImportEntryNotFoundError when the report no longer holds it.
   */
  resolveDuplicate(batchId: string, index: number, keepBoth: boolean): Promise<ImportFileReport>;
  /** Forgets the batches that are no longer running (their password prompts too) and returns the report left. */
  clearImports(): Promise<ImportReport>;
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
  /** Loads a registered model for use, publishing "model.load" events with progress. */
  loadModel(request: LoadModelRequest): Promise<ModelLoadState>;
  unloadModel(): Promise<ModelLoadState>;
  loadState(): Promise<ModelLoadState>;
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
   * Registers a model served by OpenAI-compatible servers (vLLM, llama.cpp's server...): its
   * name there, its endpoints and the name of its API key (never the key). The same model on the
   * same endpoints added twice returns the existing entry. The servers are first asked when a run
   * starts on it.
   */
  addRemote(request: AddRemoteModel): Promise<AddModelResult>;
  /**
   * Asks OpenAI-compatible servers what they serve (/models) and, for one model, whether they
   * count tokens with its tokenizer and return prompt log-probabilities, before it is registered.
   * A server that cannot be reached is reported with the reason in plain words, not thrown.
   */
  probeRemote(request: ProbeRemoteRequest): Promise<ProbeRemoteResult>;
  /**
   * Whether each registered model can be used now, as far as this process knows: remote models'
   * servers are asked (one quick look each, at most once a minute unless `refresh`), and a model
   * that failed when a run or a load used it says why. Models nothing is known of are left out.
   */
  availability(request?: ModelAvailabilityRequest): Promise<ModelAvailability[]>;
  /**
   * Writes the demo model (a tiny model made on this machine that writes nonsense, for trying
   * the pipeline without a download) into the data folder and registers it; once registered,
   * answers "already-registered".
   */
  addDemo(): Promise<AddModelResult>;
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
  /** Stops a download started in this process (the partial file stays for a resume); false when none is running. */
  cancelDownload(uri: string): Promise<boolean>;
}

/** In-process hooks of a run (the CLI's progress line); transports add events for these later. */
export interface RunHooks {
  /** Called once the whole plan is stored, before any item runs (for a retry: the run that executes it). */
  onPlanned?(run: { runId: number; items: number }): void;
  /** Called after every item, and a few times a second while an item writes its output. */
  onProgress?(progress: RunProgressView): void;
  /** Cancels: items in flight go back to the queue, the rest are marked cancelled. */
  signal?: AbortSignal;
}

/** Progress of an export: records written so far out of those selected. */
export interface ExportProgress {
  records: number;
  total: number;
}

/** In-process controls of an export (the CLI's Ctrl-C and progress line). */
export interface ExportHooks {
  /** Stops the export: nothing is written, a file already at the destination stays as it was. */
  signal?: AbortSignal;
  /** Called as records are written, a few times a second. */
  onProgress?(progress: ExportProgress): void;
}

/** In-process hooks of an evaluation (the CLI's); transports get "judge.progress" events instead. */
export interface EvaluateHooks {
  /** Stops after the QAs being judged; every judgement stored so far stays, and evaluating again goes on from there. */
  signal?: AbortSignal;
  onProgress?(progress: JudgeProgress): void;
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
  /**
   * Runs the failed items again, in the background (and, for a run that failed before its items
   * ended, those it never ran). Without changes (or with the run's own values) they run in place;
   * with another model or settings a new run is made over just those items, linked to this one by
   * `retryOf`. NothingToRetryError when there are none.
   */
  retryRun(runId: number, changes?: RetryChanges): Promise<RetryResult>;
  /** `retryRun`, awaited to the end with in-process hooks (the CLI's `retry`). */
  retry(runId: number, changes?: RetryChanges, hooks?: RunHooks): Promise<RunProgressView>;
  /** Items that yielded no QA: failed ones with their error, done ones with the strategy's reason. */
  emptyItems(runId: number): Promise<EmptyItem[]>;
  /**
   * What would go wrong before a run starts, for the run form as the user edits it: papers that
   * cannot fit the model's context (or would be shortened), a model with no chat template or one
   * that does not look instruction-tuned. Reads the model's tokenizer only (no weights).
   */
  checkRun(request: GenerateRequest): Promise<RunCheck>;
  /** A paper's best accepted QAs by the documented ranking (quality, diversity, spread). */
  keyQas(paperId: number, request?: { count?: number; runId?: number }): Promise<KeyQaView[]>;
  /** The paper's knowledge graph from `runId`, or from the latest knowledge-graph run on it; null when none built one. */
  paperGraph(paperId: number, runId?: number): Promise<PaperGraphView | null>;
  /** The paper's synthesis conditions from `runId`, or from the latest RetChemQA run that extracted them; null when none did. */
  paperSynthesis(paperId: number, runId?: number): Promise<PaperSynthesisView | null>;
  /**
   * Writes the selected QAs as JSON or JSONL, atomically, in a worker thread. Refuses a target
   * that would harm the library: ExportOverwritesLibraryError, ExportInsideDataDirError,
   * ExportTargetIsFolderError. ExportStoppedError when stopped.
   */
  exportDataset(request: ExportRequest, hooks?: ExportHooks): Promise<ExportResultView>;
  /** How many QAs an export of this query would write (the review table's total for it). */
  countExport(query?: QaQuery): Promise<number>;
  /** The strategies a run can use, with their settings' JSON Schema. */
  strategies(): Promise<StrategyInfo[]>;
  /** Plans a run and returns once it is stored; it then executes in the background ("run.progress" events). */
  startRun(request: GenerateRequest): Promise<StartedRun>;
  /** Resumes a paused, cancelled-with-pending-items or crashed run in the background. */
  resumeRun(runId: number): Promise<void>;
  /**
   * Grades existing QAs (a run's, some papers', or these ids) with a judge model on the RACAR
   * criteria, each QA once per judge model: QAs it graded before are only re-verdicted against the
   * current thresholds. Resolves when all are judged or the signal stops it.
   */
  evaluate(request: EvaluateRequest, hooks?: EvaluateHooks): Promise<JudgeProgress>;
  /** How many QAs an evaluation would select, and how many of them this registered model graded before. Loads nothing. */
  evaluatePreview(request: EvaluatePreviewRequest): Promise<EvaluatePreview>;
  /** Per-paper progress of a run. */
  runPapers(runId: number): Promise<RunPaperProgress[]>;
  /** The record count and the first records as the file would hold them. */
  exportPreview(request: ExportPreviewRequest): Promise<ExportPreview>;
  /** The whole export as text, for a browser download; ExportTooLargeError past the size limit. */
  exportContent(request: Omit<ExportPreviewRequest, "limit">): Promise<ExportContent>;
  /**
   * Imports a QA dataset made elsewhere as an imported run (see contract/qaImport.ts): its QAs
   * about a paper, a text, or each row's own text, through the same rule filters as a generated
   * run, then the judge when one is named. QaFileUnreadableError, QaFieldsNotFoundError,
   * UnknownFilterError and PaperNotFoundError store nothing.
   */
  importQas(request: ImportQasRequest, hooks?: { signal?: AbortSignal }): Promise<ImportQasResult>;
}

export interface ReviewService {
  /** One page of the review table, filtered and sorted in SQL. */
  query(request: QaPageRequest): Promise<QaPage>;
  /** Every id the query selects, in its order (for bulk actions on "all matching"). */
  ids(query?: QaQuery): Promise<number[]>;
  /** The focus view of one QA. QaNotFoundError. */
  get(id: number): Promise<QaDetail>;
  /** Changes the given fields of the reviewer's state; returns before and after (for undo). */
  annotate(id: number, patch: ReviewPatch): Promise<ReviewChange>;
  /** Keeps, drops or resets many QAs in one transaction. */
  bulkDecide(ids: number[], decision: ReviewDecision): Promise<ReviewChange[]>;
  /** Puts states back exactly (undo). */
  restore(states: { id: number; state: ReviewState }[]): Promise<void>;
  /** The current reviewer's queue sizes within a query, with whose they are. */
  counts(query?: QaQuery): Promise<ReviewCounts>;
  /** How many QAs the query selects (its queue included): the total a page asked with `count: false` leaves out. */
  total(query?: QaQuery): Promise<number>;
  facets(): Promise<ReviewFacets>;
  /** Every name decisions are stored under, the current reviewer first. */
  reviewers(): Promise<ReviewerSummary[]>;
  /**
   * The current reviewer is the same person under a new name: their decisions and corrections
   * move to `to` (merged field by field, the newer value winning, where `to` has some on the
   * same QA) and the settings switch to `to`, in one transaction.
   */
  renameReviewer(to: string): Promise<RenameReviewerResult>;
  /**
   * How far reviewers agree on the QAs a query selects (usually a run, strategy or papers):
   * kappa or alpha per label, the judge against the reviewers, RetChemQA's table per reviewer.
   */
  agreement(query?: QaQuery): Promise<ReviewAgreement>;
}

export interface ReportService {
  /**
   * The dataset report of the QAs a query selects (a run, a strategy, papers, or what an export
   * would write), built from the library as it is now.
   */
  build(query?: QaQuery): Promise<DatasetReport>;
  /**
   * A run's report: the one stored when the run finished (or when last regenerated) while what
   * it measures is unchanged; built and stored anew when there is none or when reviews, verdicts
   * or scores of the run's QAs changed since. RunNotFoundError for an unknown run.
   */
  forRun(runId: number, options?: RunReportOptions): Promise<DatasetReport>;
}

/** In-process hooks of an answer (the CLI's); transports get "ask.progress" events instead. */
export interface AskHooks {
  /** Stops the answer: the call rejects with AskStoppedError and nothing is stored. */
  signal?: AbortSignal;
  /** Called as the answer is found and written, a few times a second. */
  onProgress?(progress: AskProgress): void;
}

export interface AskService {
  /**
   * Answers a question from the library's papers (or those asked within): finds the passages,
   * has the model answer from them with citations to exact sentences, and stores the answer
   * with its provenance. "The papers do not say" is an answer (outcome "refused"), not an error.
   * EmptyQuestionError, NoPapersToAskError, AskModelMissingError, AskContextTooSmallError,
   * PaperNotFoundError, AskStoppedError.
   */
  ask(request: AskRequest, hooks?: AskHooks): Promise<AskAnswer>;
  /**
   * Checks the request as `ask` does (the same errors, at once), then answers it in the background,
   * publishing "ask.progress" events under the returned id until it is done, stopped or failed.
   */
  start(request: AskRequest): Promise<{ askId: string }>;
  /** Stops an answer started here; false when it is no longer being written. */
  stop(askId: string): Promise<boolean>;
  /** The passages a question finds, in rank order with their scores, without asking a model. */
  retrieve(request: AskRequest): Promise<Retrieval>;
  /** A stored answer. AskAnswerNotFoundError. */
  get(answerId: number): Promise<AskAnswer>;
  /** Stored answers, newest first: all, or those citing a paper (or asked within it). */
  list(request?: AskListRequest): Promise<AskAnswerSummary[]>;
  /**
   * Makes an answer a QA of its paper (the paper it cites most), with its cited sentences as
   * evidence, marked as asked by the current reviewer and kept by them, in a run of asked
   * questions for its model. Keeping it again returns the same QA. RefusalNotKeptError.
   */
  keep(answerId: number): Promise<KeptAnswer>;
}

export interface SettingsService {
  get(): Promise<AppSettings>;
  /** Validates, stores and publishes "settings.changed"; returns the settings now in force. */
  update(patch: AppSettingsPatch): Promise<AppSettings>;
}

/** Native dialogs; only the Electron shell provides this service. */
export interface DesktopService {
  pickPdfs(): Promise<string[]>;
  pickFolder(): Promise<string | null>;
  pickModelFile(): Promise<string | null>;
  /** A Zotero export (BibTeX or CSL-JSON) to import with `library.importZotero`. */
  pickZoteroExport(): Promise<string | null>;
  pickSavePath(request: SaveDialogRequest): Promise<string | null>;
  showInFolder(path: string): Promise<void>;
  /** Stores a remote model's API key in the OS keychain (safeStorage) under its key name, sealed with the servers it may be sent to; never in the library. */
  saveApiKey(request: SaveApiKeyRequest): Promise<void>;
  /** True when the keychain holds a key under this name for every one of these servers (the key itself never goes back to the page). */
  hasApiKey(request: ApiKeyForServers): Promise<boolean>;
}

export interface DistillateServices {
  system: SystemService;
  library: LibraryService;
  llm: LlmService;
  models: ModelsService;
  pipeline: PipelineService;
  review: ReviewService;
  report: ReportService;
  settings: SettingsService;
  ask: AskService;
  /** Present only in the desktop app. */
  desktop?: DesktopService;
}

/** The services plus the event stream: what a transport adapts. */
export interface DistillateApp {
  services: DistillateServices;
  events: AppEvents;
}
