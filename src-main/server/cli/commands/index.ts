import type { CliCommand } from "../CliCommand.ts";
import { askCommand } from "./ask.ts";
import { dbInfoCommand } from "./dbInfo.ts";
import { doctorCommand } from "./doctor.ts";
import { evaluateCommand } from "./evaluate.ts";
import { exportCommand } from "./exportDataset.ts";
import { generateCommand } from "./generate.ts";
import { generateTestCommand } from "./generateTest.ts";
import { importCommand } from "./import.ts";
import { importQasCommand } from "./importQas.ts";
import { modelsAddCommand } from "./modelsAdd.ts";
import { modelsAddDemoCommand } from "./modelsAddDemo.ts";
import { modelsAddRemoteCommand } from "./modelsAddRemote.ts";
import { modelsCatalogCommand } from "./modelsCatalog.ts";
import { modelsDownloadCommand } from "./modelsDownload.ts";
import { modelsInfoCommand } from "./modelsInfo.ts";
import { modelsListCommand } from "./modelsList.ts";
import { modelsRemoveCommand } from "./modelsRemove.ts";
import { papersCommand } from "./papers.ts";
import { papersEditCommand } from "./papersEdit.ts";
import { resumeCommand } from "./resume.ts";
import { retryCommand } from "./retry.ts";
import { reportCommand } from "./report.ts";
import { reviewAgreementCommand } from "./reviewAgreement.ts";
import { runsCommand } from "./runs.ts";
import { serveCommand } from "./serve.ts";
import { showCommand } from "./show.ts";
import { summaryCommand } from "./summary.ts";
import { tablesCommand } from "./tables.ts";

/** Every CLI command; `--help` lists them in this order. */
export const commands: readonly CliCommand[] = [
  importCommand,
  importQasCommand,
  papersCommand,
  papersEditCommand,
  showCommand,
  tablesCommand,
  generateCommand,
  runsCommand,
  resumeCommand,
  retryCommand,
  summaryCommand,
  askCommand,
  evaluateCommand,
  reviewAgreementCommand,
  reportCommand,
  exportCommand,
  generateTestCommand,
  modelsListCommand,
  modelsAddCommand,
  modelsAddDemoCommand,
  modelsAddRemoteCommand,
  modelsInfoCommand,
  modelsRemoveCommand,
  modelsDownloadCommand,
  modelsCatalogCommand,
  serveCommand,
  doctorCommand,
  dbInfoCommand,
];
