import * as ask from "./ask/index.ts";
import * as datasets from "./datasets/index.ts";
import * as desktop from "./desktop/index.ts";
import * as imports from "./imports/index.ts";
import * as library from "./library/index.ts";
import * as llm from "./llm/index.ts";
import * as models from "./models/index.ts";
import * as exportProcedures from "./export/index.ts";
import * as judge from "./judge/index.ts";
import * as qaImport from "./qaImport/index.ts";
import * as report from "./report/index.ts";
import * as review from "./review/index.ts";
import * as runs from "./runs/index.ts";
import * as settings from "./settings/index.ts";
import * as system from "./system/index.ts";

/**
 * Every procedure, by service then method: the one declaration the service interfaces
 * (../services.ts) and the wire table (../methods.ts) are derived from. Each service is one folder
 * here and one folder of the core that implements it (test/unit/contract/servicesMirrorCore.test.ts).
 */
export const procedures = { system, library, imports, datasets, llm, models, runs, judge, export: exportProcedures, qaImport, review, report, settings, ask, desktop };

export type Procedures = typeof procedures;
