import fs from "node:fs";
import path from "node:path";
import type { RuntimeSettings } from "../contract/llm.ts";
import type { DistillateServices } from "../contract/services.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "./db/openDatabase.ts";
import { ParserPool } from "./documents/pool/ParserPool.ts";
import { createLibraryService } from "./library/createLibraryService.ts";
import { createSettingsService } from "./settings/createSettingsService.ts";
import { readSettings } from "./settings/readSettings.ts";
import { createReviewService } from "./review/createReviewService.ts";
import { createLlmService } from "./llm/createLlmService.ts";
import { createModelsService } from "./llm/models/createModelsService.ts";
import { createPipelineService } from "./createPipelineService.ts";
import { currentHardware } from "./llm/models/currentHardware.ts";
import type { LlamaRuntime } from "./llm/runtime/LlamaRuntime.ts";
import { sameRuntimeSettings } from "./llm/runtime/sameRuntimeSettings.ts";
import type { LoadedModel } from "./llm/engine/LoadedModel.ts";
import { LlamaBackend } from "./llm/host/LlamaBackend.ts";
import { ModelHost } from "./llm/host/ModelHost.ts";
import { EventHub } from "./events/EventHub.ts";
import { ExportRunner } from "./export/ExportRunner.ts";
import { DATABASE_FILE_NAME } from "./system/dataDir.ts";
import { createReportService } from "./report/createReportService.ts";
import { exportReportPath } from "./report/reportFiles.ts";
import { ReportRunner } from "./report/worker/ReportRunner.ts";
import { findModelByPath } from "./db/repositories/models.ts";
import type { ApiKeySource } from "../contract/apiKeys.ts";
import { isRemoteModelRef } from "../contract/remoteModels.ts";
import type { ModelBackend } from "../contract/modelHost.ts";
import { RemoteBackend } from "./llm/remote/RemoteBackend.ts";
import type { RemoteHttpSettings } from "./llm/remote/RemoteHttpClient.ts";
import { environmentKeys } from "./llm/remote/environmentKeys.ts";
import { readRemoteConfig } from "./llm/remote/remoteModelEntry.ts";
import type { ChildLauncher } from "./llm/trials/ChildLauncher.ts";
import { ModelTrials } from "./llm/trials/ModelTrials.ts";
import { resolveCacheDir } from "./system/cacheDir.ts";
import { createAskService } from "./ask/createAskService.ts";

export interface CoreOptions {
  /** The directory holding the library database and, later, models and caches. */
  dataDir: string;
  /** Where diagnostics go. Defaults to a no-op. */
  log?: (message: string) => void;
  /** Backend, threads, GPU layers, context and batch size of the local model runtime. Defaults to automatic choices. */
  llm?: RuntimeSettings;
  /**
   * Where remote models' API keys are found by name and server: the desktop app passes the OS
   * keychain (shell/), the CLI and `serve` environment variables (DISTILLATE_… with their
   * …_ORIGINS). Defaults to this process's environment.
   */
  apiKeys?: ApiKeySource;
  /** Retries, backoff and timeouts of requests to remote model servers. Defaults to the client's. */
  remoteHttp?: RemoteHttpSettings;
  /**
   * Starts the process each model file is tried in before llama.cpp sees it here (core/llm/trials/).
   * Defaults to child_process.fork; the desktop app passes one on Electron's utilityProcess.
   */
  childLauncher?: ChildLauncher;
  /** Where what can be worked out again is kept (model trial verdicts). Defaults to the platform's cache folder (resolveCacheDir). */
  cacheDir?: string;
}

export interface Core {
  readonly dataDir: string;
  readonly databasePath: string;
  readonly services: DistillateServices;
  /** What the services publish as it happens (run progress, imports, downloads...). */
  readonly events: EventHub;
  /** The open database; opened (and migrated) on first use. */
  db(): LibraryDatabase;
  /** llama.cpp on the configured backend, started on first use (no model loaded until asked). */
  llmRuntime(): Promise<LlamaRuntime>;
  /** The one owner of every loaded model: runs, the Models view and quick checks lease from it. */
  readonly modelHost: ModelHost<LoadedModel>;
  /** Stops the PDF parse and export workers, then closes the database after `PRAGMA optimize`. Safe to call twice. */
  close(): void;
}

/**
 * Builds every service in one place. The Electron shell, the CLI and the HTTP server all start
 * here and only adapt `services` to their transport. The database opens lazily so commands that
 * do not need it (doctor, help) never create or lock it.
 */
/** A model file the llama.cpp-only parts may use: undefined for a remote model's reference. */
function localOnly(file: string | undefined): string | undefined {
  return file && !isRemoteModelRef(file) ? file : undefined;
}

export function createCore(options: CoreOptions): Core {
  const databasePath = path.join(options.dataDir, DATABASE_FILE_NAME);
  const events = new EventHub(options.log);
  const emit = events.emit.bind(events);
  let connection: LibraryDatabase | undefined;
  const db = (): LibraryDatabase => (connection ??= openDatabase(databasePath));
  // Read on every use so a changed reviewer name takes effect at once.
  const reviewer = (): string => readSettings(db()).reviewer;
  // One pool for every import, so two batches at once share the workers instead of doubling them.
  let parserPool: ParserPool | undefined;
  const pool = (): ParserPool => (parserPool ??= new ParserPool({ log: options.log }));
  // Started lazily: most commands never touch a model. A failed start is forgotten so the next
  // call tries again (e.g. after the user picks another backend). It starts with the stored
  // runtime settings under `options.llm` (CLI flags win); a library that does not exist yet is
  // not created just to read them (`distillate doctor`).
  let runtime: Promise<LlamaRuntime> | undefined;
  let runtimeSettings: RuntimeSettings = {};
  // Every model file is tried in a separate process before llama.cpp reads it here: an assertion
  // in llama.cpp ends the process, and this one holds the library, the server and the window.
  const trials = new ModelTrials({ launcher: options.childLauncher, dir: path.join(options.cacheDir ?? resolveCacheDir(), "model-trials") });
  // Only the options actually given override the stored settings.
  const overrides = Object.fromEntries(Object.entries(options.llm ?? {}).filter(([, value]) => value !== undefined)) as RuntimeSettings;
  const llmRuntime = (): Promise<LlamaRuntime> => {
    if (runtime) return runtime;
    const started = (async () => {
      const stored = connection || fs.existsSync(databasePath) ? readSettings(db()).runtime : {};
      runtimeSettings = { ...stored, ...overrides };
      // Imported here, not at the top: node-llama-cpp takes about half a second to load, which
      // every command and the app's window would otherwise pay before doing anything.
      const { createLlamaRuntime } = await import("./llm/runtime/createLlamaRuntime.ts");
      return createLlamaRuntime({ ...runtimeSettings, log: options.log, trials });
    })();
    started.catch(() => {
      if (runtime === started) runtime = undefined;
    });
    return (runtime = started);
  };
  // One backend per runtime start: the host asks for it on each load, so a restarted runtime is picked up.
  let backend: { runtime: Promise<LlamaRuntime>; value: Promise<LlamaBackend> } | undefined;
  const remote = new RemoteBackend({
    resolve: (file) => {
      const row = findModelByPath(db(), file);
      return row ? readRemoteConfig(row.metadata) : null;
    },
    keys: options.apiKeys ?? environmentKeys,
    // Retries go to the log (the reasons are already free of keys), so a flaky server shows.
    http: { onRetry: (r) => options.log?.(`A model server request (${r.path}) is retried in ${Math.round(r.waitMs)} ms after attempt ${r.attempt}: ${r.reason}`), ...options.remoteHttp },
  });
  const modelHost = new ModelHost<LoadedModel>({
    backend: (file) => {
      // The cast: only runs (the pipeline, typed for any backend model) lease remote models; the
      // Models view and quick checks, written for llama.cpp, never see a remote reference (their
      // lookups below hide remote entries).
      if (isRemoteModelRef(file)) return Promise.resolve(remote as unknown as ModelBackend<LoadedModel>);
      const current = llmRuntime();
      if (backend?.runtime !== current) backend = { runtime: current, value: current.then((r) => new LlamaBackend(r)) };
      return backend.value;
    },
  });
  const models = createModelsService({
    db,
    dataDir: options.dataDir,
    log: options.log,
    hardware: () => currentHardware(runtime),
    emit,
    apiKeys: options.apiKeys ?? environmentKeys,
    // The estimate runs on the running llama.cpp when there is one, else on a CPU-only one: tried alike.
    tryEstimate: async (file) => {
      const running = await runtime?.catch(() => undefined);
      if (running) await running.trial(file, "estimate");
      else await trials.ensure({ file, use: "estimate", backend: "cpu", gpuLayers: "auto" });
    },
  });
  // The dataset card describes the selection with the report service's figures (made below; only called once an export runs).
  const exports = new ExportRunner({ dataDir: options.dataDir, databasePath, buildReport: (selection) => report.build(selection.query), besideTarget: exportReportPath });
  const pipeline = createPipelineService({
    db,
    runtime: llmRuntime,
    host: modelHost,
    models,
    exports,
    reviewer,
    emit,
    log: options.log,
    // Read on every judgement, so thresholds changed in the settings apply at once.
    judgeThresholds: () => readSettings(db()).judgeThresholds,
    // The stored reports of the runs whose QAs were judged would otherwise miss the scores just given.
    refreshReport: (runId) => report.refreshStored(runId),
    // Every export file gets the report of what it holds beside it (<file>.report.json).
    exportReport: { library: { dataDir: options.dataDir, databasePath }, pathBeside: exportReportPath, write: (file, query) => report.writeExportReport(file, query) },
  });
  const llm = createLlmService({
    runtime: llmRuntime,
    host: modelHost,
    lookup: (id) => localOnly(models.lookupFile(id)),
    registered: (id) => {
      const found = models.registered(id);
      return found && localOnly(found.file) ? found : undefined;
    },
    emit,
  });
  // New runtime settings take effect when llama.cpp next starts. If nothing is using it (no run
  // executing here, no lease on any model: the Models view's model holds one) it is stopped now,
  // so the next use starts with them; otherwise it keeps its settings until the app restarts or
  // the settings change again while it is idle.
  events.subscribe((event) => {
    if (event.type !== "settings.changed" || !runtime) return;
    if (sameRuntimeSettings({ ...event.settings.runtime, ...overrides }, runtimeSettings)) return;
    if (pipeline.executing().length > 0 || modelHost.leased()) return;
    const stopping = runtime;
    runtime = undefined;
    void (async () => {
      await modelHost.unloadIdle();
      await (await stopping).dispose();
    })().catch(() => undefined);
  });
  const library = createLibraryService({ db, databasePath, dataDir: options.dataDir, pool, emit });
  const ask = createAskService({ db, host: modelHost, models, emit, reviewer, defaultModelId: () => readSettings(db()).defaultModelId });
  const review = createReviewService(db, reviewer, emit);
  // Reports are built in their own worker thread (report/worker/), so calls keep answering meanwhile.
  const reports = new ReportRunner(databasePath);
  const report = createReportService({ db, dataDir: options.dataDir, reviewer, build: (query, name) => reports.build(query, name) });
  // A finished run keeps its report (regenerated on request, since reviews go on changing it).
  events.subscribe((event) => {
    if (event.type !== "run.progress" || event.progress.status !== "completed") return;
    report.forRun(event.progress.runId, { regenerate: true }).catch((error: unknown) => options.log?.(`Could not store the report of run ${event.progress.runId}: ${String(error)}`));
  });
  return {
    dataDir: options.dataDir,
    databasePath,
    events,
    db,
    llmRuntime,
    modelHost,
    services: {
      system: {
        // The doctor starts llama.cpp and pdf.js itself; imported when asked for, like the runtime.
        doctor: async () => (await import("./doctor/runDoctor.ts")).runDoctor({ dataDir: options.dataDir, databasePath, llmRuntimeInfo: async () => (await llmRuntime()).info() }),
      },
      library,
      settings: createSettingsService(db, emit),
      ask,
      review,
      report,
      llm: {
        ...llm,
        // A model the Models view could not load is marked where models are listed, as a run's would be.
        async loadModel(request) {
          try {
            const state = await llm.loadModel(request);
            if (state.status === "loaded" && state.modelId === request.modelId) models.noteOk(request.modelId);
            return state;
          } catch (error) {
            models.noteFailure(request.modelId, error);
            throw error;
          }
        },
      },
      models,
      pipeline,
    },
    close() {
      // terminate() stops each worker at once; its promise only reports the exit.
      void parserPool?.dispose();
      parserPool = undefined;
      // A running export is stopped and its temporary file removed; the target stays untouched.
      exports.dispose();
      reports.close();
      // Answers being written stop (nothing of them is stored), like runs below.
      ask.dispose();
      // Runs are paused first (resumable), then every model is unloaded, then llama.cpp released.
      const stopped = pipeline.dispose().then(() => modelHost.dispose());
      void runtime?.then(async (r) => {
        await stopped;
        await r.dispose();
      }).catch(() => undefined);
      runtime = undefined;
      // Before the database closes: an unfinished hash stays null and resumes next time.
      models.dispose();
      library.dispose();
      review.dispose();
      if (connection) closeDatabase(connection);
      connection = undefined;
    },
  };
}
