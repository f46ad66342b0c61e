import type { DistillateServices, LlmService } from "../../contract/services.ts";
import { createAskService, type AskServiceHandle } from "../ask/createAskService.ts";
import { createDatasetsService } from "../datasets/createDatasetsService.ts";
import type { Emit } from "../events/EventHub.ts";
import { createExportService } from "../export/createExportService.ts";
import { createJudgeService } from "../judge/createJudgeService.ts";
import { createImportsService, type CoreImportsService } from "../imports/createImportsService.ts";
import { createLibraryService } from "../library/createLibraryService.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "../llm/models/ModelsServiceHandle.ts";
import { ActiveRuns } from "../pipeline/ActiveRuns.ts";
import { createJudging } from "../pipeline/judge/createJudging.ts";
import { createQaImportService, type QaImportServiceHandle } from "../qaImport/createQaImportService.ts";
import { createReportService, type CoreReportService } from "../report/createReportService.ts";
import { exportReportPath } from "../report/reportFiles.ts";
import { createReviewService, type CoreReviewService } from "../review/createReviewService.ts";
import { createRunsService, type RunsServiceHandle } from "../runs/createRunsService.ts";
import { createSettingsService } from "../settings/createSettingsService.ts";
import { readSettings } from "../settings/readSettings.ts";
import { createSystemService } from "../system/createSystemService.ts";
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
  imports: CoreImportsService;
  ask: AskServiceHandle;
  review: CoreReviewService;
  report: CoreReportService;
  runs: RunsServiceHandle;
  qaImport: QaImportServiceHandle;
  models: ModelsServiceHandle;
}

/** Every service by noun, on one library, one model host and one set of workers. */
export function createServices(options: ServicesOptions): CoreServices {
  const { dataDir, library, emit } = options;
  const { db, databasePath, reviewer } = library;
  const { models, llm } = options.modelServices;
  const report = createReportService({ db, dataDir, reviewer, build: (query, name) => options.workers.reports.build(query, name) });
  // One judging engine and one set of executing runs for generated and imported runs: `cancel`,
  // `pause` and closing the app reach both.
  const judging = createJudging({
    db,
    host: options.modelHost,
    models,
    emit,
    // Read on every judgement, so thresholds changed in the settings apply at once.
    thresholds: () => readSettings(db()).judgeThresholds,
  });
  const active = new ActiveRuns();
  const qaImport = createQaImportService({ db, host: options.modelHost, models, judging, emit, active });
  const runs = createRunsService({ db, runtime: options.runtime.start, host: options.modelHost, models, judging, emit, active, imported: qaImport, ...(options.log ? { log: options.log } : {}) });
  return {
    system: createSystemService({
      // The doctor starts llama.cpp and pdf.js itself; imported when asked for, like the runtime.
      runDoctor: async () => {
        const doctor = await import("../doctor/runDoctor.ts");
        return doctor.runDoctor({
          dataDir,
          databasePath,
          llmRuntimeInfo: async (settings) => (settings === "stored" ? (await options.runtime.start()).info() : doctor.defaultRuntimeInfo()),
        });
      },
    }),
    library: createLibraryService({ db, databasePath, pool: options.workers.pool, emit }),
    imports: createImportsService({ db, dataDir, pool: options.workers.pool, emit }),
    datasets: createDatasetsService(db),
    settings: createSettingsService(db, emit),
    ask: createAskService({ db, host: options.modelHost, models, emit, reviewer, log: options.log, defaultModelId: () => readSettings(db()).defaultModelId }),
    review: createReviewService(db, reviewer, emit),
    report,
    llm,
    models,
    runs,
    // The stored reports of the runs whose QAs were judged would otherwise miss the scores just given.
    judge: createJudgeService({ db, judging, models, refreshReport: (runId) => report.refreshStored(runId) }),
    export: createExportService({
      db,
      exports: options.workers.exports,
      reviewer,
      // Every export file gets the report of what it holds beside it (<file>.report.json).
      report: { library: { dataDir, databasePath }, pathBeside: exportReportPath, write: (file, query) => report.writeExportReport(file, query) },
    }),
    qaImport,
  };
}
