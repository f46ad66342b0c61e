import type { AppEvents } from "./events.ts";
import type { ServiceOf } from "./procedures/defineProcedure.ts";
import type * as ask from "./procedures/ask/index.ts";
import type * as datasets from "./procedures/datasets/index.ts";
import type * as desktop from "./procedures/desktop/index.ts";
import type * as imports from "./procedures/imports/index.ts";
import type * as exportProcedures from "./procedures/export/index.ts";
import type * as judge from "./procedures/judge/index.ts";
import type * as library from "./procedures/library/index.ts";
import type * as llm from "./procedures/llm/index.ts";
import type * as models from "./procedures/models/index.ts";
import type * as qaImport from "./procedures/qaImport/index.ts";
import type * as report from "./procedures/report/index.ts";
import type * as review from "./procedures/review/index.ts";
import type * as runs from "./procedures/runs/index.ts";
import type * as settings from "./procedures/settings/index.ts";
import type * as system from "./procedures/system/index.ts";

export type { AskHooks, EvaluateHooks, ExportHooks, ExportProgress, ImportQasHooks, RunHooks } from "./procedures/hooks.ts";

/*
 * The service interfaces are the IPC contract: the Electron bridge, the HTTP server and the CLI
 * are thin adapters over these methods. Each is derived from its procedures
 * (./procedures/<service>/<method>.ts: arguments, result and doc in one module), so a method is
 * declared once, there.
 */
export type SystemService = ServiceOf<typeof system>;
export type LibraryService = ServiceOf<typeof library>;
/** Papers coming in: files, uploads and Zotero exports imported, and the report of each batch (passwords, likely duplicates). */
export type ImportsService = ServiceOf<typeof imports>;
/** The QA datasets imported with their source texts: listed apart from the papers, each with its texts. */
export type DatasetsService = ServiceOf<typeof datasets>;
export type LlmService = ServiceOf<typeof llm>;
export type ModelsService = ServiceOf<typeof models>;
/** Generation runs: plan, execute, pause, resume, retry, cancel, inspect, and the run form's checks. */
export type RunsService = ServiceOf<typeof runs>;
/** Judging QAs with a judge model and the run-level filters. */
export type JudgeService = ServiceOf<typeof judge>;
/** Writing a selection of QAs to a dataset file. */
export type ExportService = ServiceOf<typeof exportProcedures>;
/** Importing QAs from a dataset file as a run. */
export type QaImportService = ServiceOf<typeof qaImport>;
export type ReviewService = ServiceOf<typeof review>;
export type ReportService = ServiceOf<typeof report>;
export type AskService = ServiceOf<typeof ask>;
export type SettingsService = ServiceOf<typeof settings>;
/** Native dialogs; only the Electron shell provides this service. */
export type DesktopService = ServiceOf<typeof desktop>;

export interface DistillateServices {
  system: SystemService;
  library: LibraryService;
  imports: ImportsService;
  datasets: DatasetsService;
  llm: LlmService;
  models: ModelsService;
  runs: RunsService;
  judge: JudgeService;
  export: ExportService;
  qaImport: QaImportService;
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
