import type { DistillateServices, LlmService } from "../../contract/services.ts";
import { createAskService, type AskServiceHandle } from "../ask/createAskService.ts";
import { createPipelineService, type PipelineServiceHandle } from "../createPipelineService.ts";
import type { Emit } from "../events/EventHub.ts";
import { createLibraryService, type CoreLibraryService } from "../library/createLibraryService.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/createModelsService.ts";
import { createReportService, type CoreReportService } from "../report/createReportService.ts";
import { exportReportPath } from "../report/reportFiles.ts";
import { createReviewService, type CoreReviewService } from "../review/createReviewService.ts";
import { createSettingsService } from "../settings/createSettingsService.ts";
import { readSettings } from "../settings/readSettings.ts";
import type { LibraryHandle } from "./openLibrary.ts";
import type { ModelRuntime } from "./startModelRuntime.ts";
import type { CoreWorkers } from "./startWorkers.ts";

export interface ServicesOptions {
  dataDir: string;
  library: LibraryHandle;
  runtime: ModelRuntime;
  modelHost: ModelHost<LoadedModel>;
  workers: CoreWorkers;
  /** The model services, made first (createModelServices.ts): the others look models up in them. */
  modelServices: { models: ModelsServiceHandle; llm: LlmService };
  emit: Emit;
  log?: (message: string) => void;
}

/** The services the transports serve, with the handles the core itself needs (to close them, to follow events). */
export interface CoreServices extends DistillateServices {
  library: CoreLibraryService;
  ask: AskServiceHandle;
  review: CoreReviewService;
  report: CoreReportService;
  pipeline: PipelineServiceHandle;
  models: ModelsServiceHandle;
}

/** Every service by noun, on one library, one model host and one set of workers. */
export function createServices(options: ServicesOptions): CoreServices {
  const { dataDir, library, emit } = options;
  const { db, databasePath, reviewer } = library;
  const { models, llm } = options.modelServices;
  const report = createReportService({ db, dataDir, reviewer, build: (query, name) => options.workers.reports.build(query, name) });
  const pipeline = createPipelineService({
    db,
    runtime: options.runtime.start,
    host: options.modelHost,
    models,
    exports: options.workers.exports,
    reviewer,
    emit,
    log: options.log,
    // Read on every judgement, so thresholds changed in the settings apply at once.
    judgeThresholds: () => readSettings(db()).judgeThresholds,
    // The stored reports of the runs whose QAs were judged would otherwise miss the scores just given.
    refreshReport: (runId) => report.refreshStored(runId),
    // Every export file gets the report of what it holds beside it (<file>.report.json).
    exportReport: { library: { dataDir, databasePath }, pathBeside: exportReportPath, write: (file, query) => report.writeExportReport(file, query) },
  });
  return {
    system: {
      // The doctor starts llama.cpp and pdf.js itself; imported when asked for, like the runtime.
      doctor: async () => (await import("../doctor/runDoctor.ts")).runDoctor({ dataDir, databasePath, llmRuntimeInfo: async () => (await options.runtime.start()).info() }),
    },
    library: createLibraryService({ db, databasePath, dataDir, pool: options.workers.pool, emit }),
    settings: createSettingsService(db, emit),
    ask: createAskService({ db, host: options.modelHost, models, emit, reviewer, log: options.log, defaultModelId: () => readSettings(db()).defaultModelId }),
    review: createReviewService(db, reviewer, emit),
    report,
    llm,
    models,
    pipeline,
  };
}
