import path from "node:path";
import type { RuntimeSettings } from "../contract/llm.ts";
import type { DistillateServices } from "../contract/services.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "./db/openDatabase.ts";
import { ParserPool } from "./documents/pool/ParserPool.ts";
import { createLibraryService } from "./library/createLibraryService.ts";
import { createLlmService } from "./llm/createLlmService.ts";
import { createModelsService } from "./llm/models/createModelsService.ts";
import { createPipelineService } from "./pipeline/createPipelineService.ts";
import { currentHardware } from "./llm/models/currentHardware.ts";
import { createLlamaRuntime } from "./llm/runtime/createLlamaRuntime.ts";
import type { LlamaRuntime } from "./llm/runtime/LlamaRuntime.ts";
import { DATABASE_FILE_NAME } from "./system/dataDir.ts";
import { runDoctor } from "./system/doctor.ts";

export interface CoreOptions {
  /** The directory holding the library database and, later, models and caches. */
  dataDir: string;
  /** Where diagnostics go. Defaults to a no-op. */
  log?: (message: string) => void;
  /** Backend, threads, GPU layers, context and batch size of the local model runtime. Defaults to automatic choices. */
  llm?: RuntimeSettings;
}

export interface Core {
  readonly dataDir: string;
  readonly databasePath: string;
  readonly services: DistillateServices;
  /** The open database; opened (and migrated) on first use. */
  db(): LibraryDatabase;
  /** llama.cpp on the configured backend, started on first use (no model loaded until asked). */
  llmRuntime(): Promise<LlamaRuntime>;
  /** Stops the PDF parse workers, then closes the database after `PRAGMA optimize`. Safe to call twice. */
  close(): void;
}

/**
 * Builds every service in one place. The Electron shell, the CLI and the HTTP server all start
 * here and only adapt `services` to their transport. The database opens lazily so commands that
 * do not need it (doctor, help) never create or lock it.
 */
export function createCore(options: CoreOptions): Core {
  const databasePath = path.join(options.dataDir, DATABASE_FILE_NAME);
  let connection: LibraryDatabase | undefined;
  const db = (): LibraryDatabase => (connection ??= openDatabase(databasePath));
  // One pool for every import, so two batches at once share the workers instead of doubling them.
  let parserPool: ParserPool | undefined;
  const pool = (): ParserPool => (parserPool ??= new ParserPool({ log: options.log }));
  // Started lazily: most commands never touch a model. A failed start is forgotten so the next
  // call tries again (e.g. after the user picks another backend).
  let runtime: Promise<LlamaRuntime> | undefined;
  const llmRuntime = (): Promise<LlamaRuntime> =>
    (runtime ??= createLlamaRuntime({ ...options.llm, log: options.log }).catch((error: unknown) => {
      runtime = undefined;
      throw error;
    }));
  const models = createModelsService({ db, dataDir: options.dataDir, log: options.log, hardware: () => currentHardware(runtime) });
  const pipeline = createPipelineService({ db, runtime: llmRuntime, models });
  return {
    dataDir: options.dataDir,
    databasePath,
    db,
    llmRuntime,
    services: {
      system: { doctor: () => runDoctor({ dataDir: options.dataDir, databasePath, llmRuntimeInfo: async () => (await llmRuntime()).info() }) },
      library: createLibraryService(db, databasePath, pool),
      llm: createLlmService(llmRuntime, (id) => models.lookupFile(id)),
      models,
      pipeline,
    },
    close() {
      // terminate() stops each worker at once; its promise only reports the exit.
      void parserPool?.dispose();
      parserPool = undefined;
      const generators = pipeline.dispose();
      void runtime?.then(async (r) => {
        await generators;
        await r.dispose();
      }).catch(() => undefined);
      runtime = undefined;
      // Before the database closes: an unfinished hash stays null and resumes next time.
      models.dispose();
      if (connection) closeDatabase(connection);
      connection = undefined;
    },
  };
}
