import path from "node:path";
import { toErrorInfo } from "../../contract/errors.ts";
import type { RunProgressView } from "../../contract/pipeline.ts";
import { IMPORTED_STRATEGY, type ImportQasRequest, type ImportQasResult, type QaImportFormat } from "../../contract/qaImport.ts";
import { RUN_OUTCOME_LABELS, runOutcome } from "../../contract/runOutcome.ts";
import type { ImportQasHooks } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listRunIdsOfImportedFile } from "../db/repositories/importedRuns.ts";
import { countRunQas } from "../db/repositories/qaItems.ts";
import { countRunPapers, getRun, setRunStatus, type RunRow } from "../db/repositories/runs.ts";
import type { Emit } from "../events/EventHub.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import type { ActiveRuns, RunControls } from "../pipeline/ActiveRuns.ts";
import { ImportedRunNotResumableError } from "../pipeline/errors/ImportedRunNotResumableError.ts";
import { RunAlreadyRunningError } from "../pipeline/errors/RunAlreadyRunningError.ts";
import { RunNotFoundError } from "../pipeline/errors/RunNotFoundError.ts";
import { QA_FILTERS } from "../pipeline/filters/registry.ts";
import { runSnapshot } from "../pipeline/jobs/runSnapshot.ts";
import { checkFilterNames, chooseImportFilters } from "./chooseImportFilters.ts";
import { QaFileAlreadyImportedError } from "./errors/QaFileAlreadyImportedError.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import { QaImportOptionsDifferError } from "./errors/QaImportOptionsDifferError.ts";
import { importEngineOf, importSettingsOf, type ImportSettings } from "./importSettings.ts";
import { resolveImportTarget, sameTarget, targetInWords, targetKey, type ImportTarget } from "./importTarget.ts";
import { planImport, planRowSources } from "./planImport.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";
import { storeImportBatches } from "./storeImportBatches.ts";
import { surveyQaFile, type QaFileSurvey } from "./surveyQaFile.ts";

/** What an import needs of models, each checked before anything is stored. */
export interface ImportModels {
  /** Loads the judge model named (a registry id or a GGUF path) without registering it: a model llama.cpp stops on is refused here. */
  checkJudge(ref: string, signal?: AbortSignal): Promise<void>;
  /** Compares QAs for the near-duplicate check: word vectors (null), or the embedding model named, loaded without registering it. The import disposes of it. */
  embedder(ref: string | null, signal?: AbortSignal): Promise<TextEmbedder>;
  /** Registers the model named (if need be) and returns its registry id: done only once it was checked. */
  modelId(ref: string): Promise<number>;
  /** Judges the run's QAs with the model named; returns how many it graded. */
  judge(runId: number, ref: string, signal?: AbortSignal): Promise<number>;
}

export interface QaImportContext {
  db: () => LibraryDatabase;
  /** The runs executing in this process (imports and generated runs): pause, cancel and one execution at a time. */
  active: ActiveRuns;
  emit: Emit;
  models: ImportModels;
  limits: QaImportLimits;
}

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
function earlierImport(ctx: QaImportContext, db: LibraryDatabase, survey: QaFileSurvey, target: ImportTarget): RunRow | null {
  const earlier = listRunIdsOfImportedFile(db, IMPORTED_STRATEGY.name, survey.sha256)
    .map((id) => getRun(db, id)!)
    .filter((run) => sameTarget(db, run, target, survey.sha256));
  // One that stopped and can go on comes first: finishing it is what importing again means.
  const unfinished = earlier.find((run) => run.status !== "completed" && importSettingsOf(run) !== null);
  if (unfinished) return unfinished;
  const done = earlier.find((run) => run.status === "completed");
  if (!done) return null;
  const qas = countRunQas(db, done.id).total;
  throw new QaFileAlreadyImportedError(survey.name, done.id, targetInWords(target), `${RUN_OUTCOME_LABELS[runOutcome(done.status, { failed: 0, qas })].toLowerCase()}, ${qas.toLocaleString("en-US")} QAs`);
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
  const earlier = request.again ? null : earlierImport(ctx, db, survey, target);
  if (earlier) {
    const settings = importSettingsOf(earlier)!;
    const differ = differences(request, format, settings);
    if (differ.length > 0) throw new QaImportOptionsDifferError(survey.name, earlier.id, differ.join(", "));
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

/**
 * Makes a stopped imported run ready to go on: its models loaded (and tried) again, the run
 * reserved in this process. ImportedRunNotResumableError for a run imported before imports kept
 * what they need; RunAlreadyRunningError when this process is executing it.
 */
export async function prepareContinue(ctx: QaImportContext, runId: number, signal?: AbortSignal): Promise<{ controls: RunControls; embedder: TextEmbedder }> {
  const db = ctx.db();
  const run = getRun(db, runId);
  if (!run) throw new RunNotFoundError(runId);
  if (!importSettingsOf(run)) throw new ImportedRunNotResumableError(runId);
  if (ctx.active.get(runId)) throw new RunAlreadyRunningError(runId);
  if (run.judgeModelId !== null) await ctx.models.checkJudge(String(run.judgeModelId), signal);
  const embedder = await ctx.models.embedder(run.embedderModelId === null ? null : String(run.embedderModelId), signal);
  try {
    return { controls: ctx.active.reserve(runId), embedder };
  } catch (error) {
    await embedder.dispose();
    throw error;
  }
}

/**
 * Goes on with an imported run that stopped (a crash, Ctrl-C, `cancel`, a failure): its file is
 * read again (refused when it is no longer the same file), the work items done are skipped, and
 * the rest stored. `continued`: the result says the run was an earlier import of the same file.
 */
export async function continueImport(ctx: QaImportContext, runId: number, hooks: ImportQasHooks = {}, continued = false): Promise<ImportQasResult> {
  const { controls, embedder } = await prepareContinue(ctx, runId, hooks.signal);
  return executeImport(ctx, runId, controls, embedder, hooks, continued);
}

/** Plans what is missing, stores every batch not done, judges, and stores how it ended; the run is released at the end. */
export async function executeImport(ctx: QaImportContext, runId: number, controls: RunControls, embedder: TextEmbedder, hooks: ImportQasHooks, continued: boolean): Promise<ImportQasResult> {
  const db = ctx.db();
  const run = getRun(db, runId)!;
  const settings = importSettingsOf(run)!;
  const engine = importEngineOf(run);
  const onOuterAbort = () => controls.cancel.abort(hooks.signal?.reason);
  if (hooks.signal?.aborted) onOuterAbort();
  hooks.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const signal = AbortSignal.any([controls.cancel.signal, controls.pause.signal]);
  setRunStatus(db, runId, "running");
  ctx.emit({ type: "runs.changed", runId });
  const published = throttleLatest<RunProgressView>((p) => ctx.emit({ type: "run.progress", progress: p }));
  let lastProgress = 0;
  const progress = (force: boolean) => {
    // Counting a large run's QAs takes a moment: a few snapshots a second are enough.
    if (!force && performance.now() - lastProgress < 200) return;
    lastProgress = performance.now();
    const snapshot = runSnapshot(db, runId, "running", { lastError: null });
    hooks.onProgress?.(snapshot);
    published.push(snapshot);
  };
  let judged: number | null = null;
  let status: "completed" | "cancelled" | "paused" = "completed";
  const file = { path: settings.path, name: settings.file, format: settings.format, fields: settings.fields, names: settings.names, stamp: settings.stamp, sha256: settings.sha256, runId };
  try {
    progress(true);
    if (!engine.planned) await planRowSources(db, runId, file, ctx.limits, signal);
    let first = true;
    await storeImportBatches({
      db,
      runId,
      file,
      paperId: run.paperIds.length === 1 && !settings.target.startsWith("rows:") ? run.paperIds[0]! : null,
      filters: QA_FILTERS.filter((f) => engine.filters.includes(f.name)),
      embedder,
      limits: ctx.limits,
      signal,
      onItem: () => {
        progress(first);
        first = false;
      },
    });
    if (run.judgeModelId !== null) judged = await ctx.models.judge(runId, String(run.judgeModelId), signal);
    setRunStatus(db, runId, "completed");
  } catch (error) {
    if (controls.pause.signal.aborted || controls.cancel.signal.aborted) {
      // Stopped, not failed: what is stored stays, and resume (or importing the file again) goes on.
      status = controls.pause.signal.aborted ? "paused" : "cancelled";
      setRunStatus(db, runId, status);
    } else {
      const info = toErrorInfo(error);
      setRunStatus(db, runId, "failed", info);
      ctx.emit({ type: "run.error", runId, error: info });
      throw error;
    }
  } finally {
    hooks.signal?.removeEventListener("abort", onOuterAbort);
    ctx.active.release(runId, controls);
    await embedder.dispose();
    const final = getRun(db, runId)!;
    const snapshot = runSnapshot(db, runId, final.status === "planned" ? "running" : final.status, { lastError: final.error });
    published.final(snapshot);
    hooks.onProgress?.(snapshot);
    ctx.emit({ type: "runs.changed", runId });
  }
  const counts = countRunQas(db, runId);
  return {
    runId,
    status,
    continued,
    rows: settings.rows,
    qas: counts.total,
    accepted: counts.accepted,
    rejected: counts.rejected,
    sources: countRunPapers(db, runId),
    skipped: settings.skippedRows,
    skippedTotal: settings.skipped,
    filters: engine.filters,
    notRun: engine.notRun,
    judged,
  };
}
