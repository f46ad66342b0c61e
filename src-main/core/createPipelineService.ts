import type { JudgeThresholds } from "../contract/judge.ts";
import type { BackendModel } from "../contract/modelHost.ts";
import type { PipelineService } from "../contract/services.ts";
import type { LibraryDatabase } from "./db/openDatabase.ts";
import type { Emit } from "./events/EventHub.ts";
import { createExportService, type ExportReportSidecar } from "./export/createExportService.ts";
import type { ExportRunner } from "./export/ExportRunner.ts";
import { createPaperViewsService } from "./library/createPaperViewsService.ts";
import type { ModelHost } from "./llm/host/ModelHost.ts";
import type { ModelsServiceHandle } from "./llm/models/createModelsService.ts";
import type { LlamaRuntime } from "./llm/runtime/LlamaRuntime.ts";
import { ActiveRuns } from "./pipeline/ActiveRuns.ts";
import { createJudging } from "./pipeline/judge/createJudging.ts";
import { createJudgingService } from "./pipeline/judge/createJudgingService.ts";
import { createRunsService } from "./pipeline/runs/createRunsService.ts";
import { createQaImportService } from "./qaImport/createQaImportService.ts";

export interface PipelineServiceOptions {
  db: () => LibraryDatabase;
  runtime: () => Promise<LlamaRuntime>;
  /** The owner of every loaded model: a run holds a generator lease while it executes. */
  host: ModelHost<BackendModel>;
  models: ModelsServiceHandle;
  /** Runs exports off the calling thread. */
  exports: ExportRunner;
  /** The current reviewer, whose queue an export query's `queue` means (as in Review). */
  reviewer: () => string;
  /** Where "run.progress", "runs.changed", "run.error" and "judge.progress" go. Defaults to nowhere. */
  emit?: Emit;
  /** The user's minimum judge score per criterion, read when a judgement is stored. Defaults to 2 each. */
  judgeThresholds?: () => JudgeThresholds;
  /** Where problems nobody awaits go (a failure that could not be stored). Defaults to a no-op. */
  log?: (message: string) => void;
  /** Rebuilds a run's stored report after its QAs were judged. Defaults to none. */
  refreshReport?: (runId: number) => Promise<void>;
  /** The report written beside every export file. Defaults to none. */
  exportReport?: ExportReportSidecar;
}

/** The service plus what only the core needs. */
export interface PipelineServiceHandle extends PipelineService {
  /** Run ids executing in this process. */
  executing(): number[];
  /** Pauses the runs executing here (leaving them resumable) and frees the run form's tokenizers. */
  dispose(): Promise<void>;
}

/**
 * The `pipeline` the transports serve is only a composition, one factory per noun, each in its
 * own folder: runs and judging (pipeline/), export (export/), paper views (library/) and QA
 * import (qaImport/). It lives here, above those folders, so none of them imports another back.
 */
export function createPipelineService(options: PipelineServiceOptions): PipelineServiceHandle {
  const emit: Emit = options.emit ?? (() => undefined);
  const judging = createJudging({ db: options.db, host: options.host, models: options.models, emit, ...(options.judgeThresholds ? { thresholds: options.judgeThresholds } : {}) });
  // One set of executing runs for generated and imported ones: `cancel`, `pause` and closing the app reach both.
  const active = new ActiveRuns();
  const runs = createRunsService({ db: options.db, runtime: options.runtime, host: options.host, models: options.models, judging, emit, active, ...(options.log ? { log: options.log } : {}) });
  const imports = createQaImportService({ db: options.db, host: options.host, models: options.models, judging, emit, active });
  return {
    ...runs,
    // An imported run goes on by reading its file again; a generated one on its model.
    resume: (runId, hooks) => (imports.isImported(runId) ? imports.resume(runId, hooks) : runs.resume(runId, hooks)),
    resumeRun: (runId) => (imports.isImported(runId) ? imports.resumeRun(runId) : runs.resumeRun(runId)),
    importQas: imports.importQas,
    ...createJudgingService({ db: options.db, judging, models: options.models, ...(options.refreshReport ? { refreshReport: options.refreshReport } : {}) }),
    ...createExportService({ db: options.db, exports: options.exports, reviewer: options.reviewer, ...(options.exportReport ? { report: options.exportReport } : {}) }),
    ...createPaperViewsService(options.db),
  };
}
