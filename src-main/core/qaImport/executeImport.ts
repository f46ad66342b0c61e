import { toErrorInfo } from "../../contract/errors.ts";
import type { RunProgressView } from "../../contract/runProgress.ts";
import type { ImportQasResult } from "../../contract/qaImport.ts";
import type { ImportQasHooks } from "../../contract/services.ts";
import { countRunQas } from "../db/repositories/qaItems.ts";
import { countRunPapers } from "../db/repositories/runPapers.ts";
import { getRun, setRunStatus } from "../db/repositories/runs.ts";
import { countWorkItems } from "../db/repositories/workItems.ts";
import { throttleLatest } from "../events/throttleLatest.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import type { RunControls } from "../pipeline/ActiveRuns.ts";
import { QA_FILTERS } from "../pipeline/filters/registry.ts";
import { runSnapshot } from "../pipeline/jobs/runSnapshot.ts";
import type { QaImportContext } from "./importContext.ts";
import { importProgress } from "./importProgress.ts";
import { datasetOfImport, importEngineOf, importSettingsOf } from "./importSettings.ts";
import { planRowSources } from "./planImport.ts";
import { storeImportBatches } from "./storeImportBatches.ts";

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
  // Counted as stored (see importProgress); the stored run's counts are read once, here.
  const qas = countRunQas(db, runId);
  const progress = (force: boolean) => {
    // A few snapshots a second are enough (the window draws fewer).
    if (!force && performance.now() - lastProgress < 200) return;
    lastProgress = performance.now();
    const snapshot = importProgress(db, runId, qas);
    hooks.onProgress?.(snapshot);
    published.push(snapshot);
  };
  let judged: number | null = null;
  let status: "completed" | "cancelled" | "paused" = "completed";
  const file = { path: settings.path, name: settings.file, dataset: datasetOfImport(settings), format: settings.format, fields: settings.fields, names: settings.names, stamp: settings.stamp, sha256: settings.sha256, runId };
  try {
    progress(true);
    if (!engine.planned) await planRowSources(db, runId, file, ctx.limits, signal);
    let first = true;
    // A run whose items are all stored (stopped while judging, or finished) needs nothing of its file.
    const items = countWorkItems(db, runId);
    if (items.pending + items.running + items.failed + items.cancelled > 0) await storeImportBatches({
      db,
      runId,
      file,
      paperId: run.paperIds.length === 1 && !settings.target.startsWith("rows:") ? run.paperIds[0]! : null,
      filters: QA_FILTERS.filter((f) => engine.filters.includes(f.name)),
      embedder,
      limits: ctx.limits,
      signal,
      onItem: (stored) => {
        qas.total += stored.total;
        qas.rejected += stored.rejected;
        qas.accepted += stored.total - stored.rejected;
        qas.toReview += stored.total;
        progress(first);
        first = false;
      },
    });
    if (run.judgeModelId !== null) judged = await ctx.models.judge(runId, String(run.judgeModelId), signal);
    setRunStatus(db, runId, "completed");
  } catch (error) {
    // Closing the app pauses the import and closes the library: the run stays "running", and resume goes on.
    if (!db.open) throw error;
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
    published.cancel();
    const final = db.open ? getRun(db, runId) : undefined;
    if (final) {
      const snapshot = runSnapshot(db, runId, final.status === "planned" ? "running" : final.status, { lastError: final.error });
      published.final(snapshot);
      hooks.onProgress?.(snapshot);
      ctx.emit({ type: "runs.changed", runId });
    }
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
