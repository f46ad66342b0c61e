import path from "node:path";
import { IMPORTED_STRATEGY, type ImportQasRequest, type ImportQasResult, type QaImportFormat } from "../../contract/qaImport.ts";
import { RUN_OUTCOME_LABELS, runOutcome } from "../../contract/runOutcome.ts";
import type { ImportQasHooks } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listRunIdsOfImportedFile } from "../db/repositories/importedRuns.ts";
import { countRunQas } from "../db/repositories/qaItems.ts";
import { getRun, type RunRow } from "../db/repositories/runs.ts";
import { patchRunSettings } from "../db/repositories/runRecords.ts";
import type { RunControls } from "../pipeline/ActiveRuns.ts";
import { checkFilterNames, chooseImportFilters } from "./chooseImportFilters.ts";
import { QaFileAlreadyImportedError } from "./errors/QaFileAlreadyImportedError.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import { QaImportOptionsDifferError } from "./errors/QaImportOptionsDifferError.ts";
import { importSettingsOf, type ImportSettings } from "./importSettings.ts";
import { resolveImportTarget, sameTarget, targetInWords, targetKey, type ImportTarget } from "./importTarget.ts";
import { continueImport } from "./continueImport.ts";
import { executeImport } from "./executeImport.ts";
import type { QaImportContext } from "./importContext.ts";
import { planImport } from "./planImport.ts";
import { surveyQaFile, type QaFileSurvey } from "./surveyQaFile.ts";

/** The format a file's name says, or null. */
export function formatOfName(file: string): QaImportFormat | null {
  const ext = path.extname(file).toLowerCase();
  return ext === ".jsonl" || ext === ".ndjson" ? "jsonl" : ext === ".json" ? "json" : ext === ".csv" ? "csv" : null;
}

const hasText = (target: ImportTarget) => (target.kind === "text" ? target.text.trim().length > 0 : target.kind !== "none");
const sameList = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => JSON.stringify(a ? [...a].sort() : null) === JSON.stringify(b ? [...b].sort() : null);
const sameFields = (a: object, b: object) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** What of a request differs from how an earlier import of the same file was begun, in words; empty when nothing does. */
function differences(request: ImportQasRequest, format: QaImportFormat, settings: ImportSettings): string[] {
  const differ: string[] = [];
  if (format !== settings.format) differ.push("the format");
  if (!sameFields(request.fields ?? {}, settings.fields)) differ.push("the fields named");
  if (!sameList(request.filters, settings.filtersAsked)) differ.push("the filters");
  return differ;
}

/**
 * An earlier import of the same file into the same target, as this one should meet it: refused
 * when it finished (a second copy only with `again`), gone on with when it stopped and can be.
 */
function earlierImport(db: LibraryDatabase, survey: QaFileSurvey, target: ImportTarget): RunRow | null {
  const earlier = listRunIdsOfImportedFile(db, IMPORTED_STRATEGY.name, survey.sha256)
    .map((id) => getRun(db, id)!)
    .filter((run) => sameTarget(db, run, target, survey.sha256));
  // One that stopped and can go on comes first: finishing it is what importing again means.
  const unfinished = earlier.find((run) => run.status !== "completed" && importSettingsOf(run) !== null);
  if (unfinished) return unfinished;
  const done = earlier.find((run) => run.status === "completed");
  if (!done) return null;
  const qas = countRunQas(db, done.id);
  const outcome = runOutcome(done.status, { failed: 0, qas: qas.total, rejected: qas.rejected });
  throw new QaFileAlreadyImportedError(survey.name, done.id, targetInWords(target), `${RUN_OUTCOME_LABELS[outcome].toLowerCase()}, ${qas.total.toLocaleString("en-US")} QAs`);
}

/**
 * `distillate import-qas`: a QA dataset made elsewhere becomes an imported run. The file is read
 * once as a stream before anything is stored (a file that cannot be used, the same file imported
 * into the same target before, a model that cannot be loaded store nothing); then the run and its
 * work items (batches of at most `limits.batchRows` QAs) are stored, and each batch is read again,
 * filtered with the same registry and code a generated run uses and stored with its verdicts in one
 * transaction. A stop (Ctrl-C, `cancel`, the app closing) ends between batches and keeps what is
 * stored; `resume`, or importing the file again, goes on from there. The judge, when one is named,
 * grades the run afterwards as `evaluate` does.
 */
export async function importQas(ctx: QaImportContext, request: ImportQasRequest, hooks: ImportQasHooks = {}): Promise<ImportQasResult> {
  const db = ctx.db();
  const name = path.basename(request.file);
  const format = request.format ?? formatOfName(request.file);
  if (!format) throw new QaFileUnreadableError(name, "its format is not known from its name; give the format (jsonl, json or csv)");
  checkFilterNames(request.filters);
  const target = await resolveImportTarget(db, request, ctx.limits);
  const survey = await surveyQaFile(request.file, format, request.fields ?? {}, ctx.limits, hooks.signal);
  const earlier = request.again ? null : earlierImport(db, survey, target);
  if (earlier) {
    const settings = importSettingsOf(earlier)!;
    const differ = differences(request, format, settings);
    if (differ.length > 0) throw new QaImportOptionsDifferError(survey.name, earlier.id, differ.join(", "));
    // The same content, perhaps moved or copied since: read from where it is now.
    patchRunSettings(db, earlier.id, { path: path.resolve(request.file), stamp: survey.stamp });
    return continueImport(ctx, earlier.id, hooks, true);
  }
  const { filters, notRun } = chooseImportFilters(request.filters, { hasEvidence: survey.hasEvidence, hasText: hasText(target) });
  // Models are loaded (and llama.cpp tried on them) before anything is stored, and registered only then.
  if (request.judgeModel !== undefined) await ctx.models.checkJudge(request.judgeModel, hooks.signal);
  const embedder = await ctx.models.embedder(request.embedderModel ?? null, hooks.signal);
  let runId: number;
  let controls: RunControls;
  try {
    const judgeModelId = request.judgeModel === undefined ? null : await ctx.models.modelId(request.judgeModel);
    const embedderModelId = request.embedderModel === undefined ? null : await ctx.models.modelId(request.embedderModel);
    const settings: ImportSettings = {
      name: request.name ?? survey.name,
      file: survey.name,
      path: path.resolve(request.file),
      sha256: survey.sha256,
      stamp: survey.stamp,
      format,
      fields: request.fields ?? {},
      names: survey.names,
      target: targetKey(target),
      rows: survey.rows,
      kept: survey.kept,
      skipped: survey.skippedTotal,
      skippedRows: survey.skipped,
      filtersAsked: request.filters ?? null,
    };
    runId = planImport(db, { settings, engine: { filters, notRun }, target, batches: survey.batches, judgeModelId, embedderModelId });
    controls = ctx.active.reserve(runId);
  } catch (error) {
    await embedder.dispose();
    throw error;
  }
  return executeImport(ctx, runId, controls, embedder, hooks, false);
}

