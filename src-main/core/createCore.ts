import { readSettings } from "./settings/readSettings.ts";
import type { RuntimeSettings } from "../contract/llm.ts";
import type { DistillateServices } from "../contract/services.ts";
import type { ApiKeySource } from "../contract/apiKeys.ts";
import type { LibraryDatabase } from "./db/openDatabase.ts";
import type { LlamaRuntime } from "./llm/runtime/LlamaRuntime.ts";
import type { LoadedModel } from "./llm/engine/LoadedModel.ts";
import type { ModelHost } from "./llm/host/ModelHost.ts";
import { EventHub } from "./events/EventHub.ts";
import { watchOtherProcesses } from "./events/watchOtherProcesses.ts";
import type { RemoteHttpSettings } from "./llm/remote/remoteHttpOptions.ts";
import { environmentKeys } from "./llm/remote/environmentKeys.ts";
import type { ChildLauncher } from "./llm/trials/ChildLauncher.ts";
import { closeCore } from "./assembly/closeCore.ts";
import { createModelHost } from "./assembly/createModelHost.ts";
import { createModelServices } from "./assembly/createModelServices.ts";
import { createServices } from "./assembly/createServices.ts";
import { followEvents } from "./assembly/followEvents.ts";
import { openLibrary } from "./assembly/openLibrary.ts";
import { startModelRuntime } from "./assembly/startModelRuntime.ts";
import { startWorkers } from "./assembly/startWorkers.ts";

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
  /**
   * Follows what other processes (the CLI on the same library) write, and tells this one's
   * windows through `events` ("runs.changed", "library.changed"), looking every `intervalMs`
   * (defaults to 1,000). For processes with windows: the desktop app and `serve`. Stopped by
   * `close()` or the function it returns.
   */
  watchOtherProcesses(intervalMs?: number): () => void;
  /**
   * Stops the PDF parse, report and export workers, pauses runs, then closes the database after
   * `PRAGMA optimize`, all before it returns; the workers and llama.cpp end after it. Safe to call twice.
   */
  close(): void;
  /**
   * `close()`, then waits until every worker thread has ended and llama.cpp has been released:
   * what a process about to exit (a test file, a command) awaits, so it never ends while one of
   * them still runs native code (SQLite, pdf.js). Safe to call twice.
   */
  closeAsync(): Promise<void>;
}

/**
 * Builds every service in one place. The Electron shell, the CLI and the HTTP server all start
 * here and only adapt `services` to their transport. Each step is a module of assembly/, in the
 * order the parts need each other; nothing starts before it is first used (the database, llama.cpp,
 * the workers), so commands that need none of them (doctor, help) never create or lock the library.
 */
export function createCore(options: CoreOptions): Core {
  const { dataDir, log } = options;
  const apiKeys = options.apiKeys ?? environmentKeys;
  const events = new EventHub(log);
  const emit = events.emit.bind(events);
  const library = openLibrary(dataDir);
  const runtime = startModelRuntime({ library, dataDir, llm: options.llm, log, childLauncher: options.childLauncher, cacheDir: options.cacheDir });
  const modelHost = createModelHost({ library, runtime, apiKeys, remoteHttp: options.remoteHttp, log });
  // The export worker's dataset card asks the report service, made with the services below.
  const workers = startWorkers({ dataDir, databasePath: library.databasePath, log, buildReport: (query) => services.report.build(query), parserThreads: () => readSettings(library.db()).ocr.threads });
  const modelServices = createModelServices({ dataDir, library, runtime, modelHost, apiKeys, emit, log });
  const services = createServices({ dataDir, library, runtime, modelHost, workers, modelServices, emit, log });
  followEvents({ events, runtime, modelHost, services, log });
  const watching = new Set<() => void>();
  // Every close is awaited by the next closeAsync, so a second call still waits for the first's workers.
  const closing: Promise<void>[] = [];
  const closeAsync = (): Promise<void> => {
    for (const stop of watching) stop();
    watching.clear();
    closing.push(closeCore({ library, workers, runtime, modelHost, services }));
    return Promise.all(closing).then(() => undefined);
  };
  return {
    dataDir,
    databasePath: library.databasePath,
    events,
    db: library.db,
    llmRuntime: runtime.start,
    modelHost,
    services,
    watchOtherProcesses(intervalMs) {
      // Opened now, so the first look is the baseline before any page asks: a run the CLI
      // stores between a page's first request and that look would otherwise never be told.
      // A library that cannot be opened says so on the first request instead.
      try {
        library.db();
      } catch {
        // the ticks look again once it is open
      }
      const stop = watchOtherProcesses({ db: library.ifOpen, emit, intervalMs, log });
      watching.add(stop);
      return () => {
        stop();
        watching.delete(stop);
      };
    },
    close: () => void closeAsync().catch(() => undefined),
    closeAsync,
  };
}
