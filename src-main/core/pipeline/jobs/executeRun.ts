import { toErrorInfo } from "../../../contract/errors.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { addRunTokens, getRun, setRunStatus } from "../../db/repositories/runs.ts";
import {
  cancelPendingItems,
  claimNextWorkItem,
  completeWorkItem,
  countWorkItems,
  failWorkItem,
  releaseWorkItem,
  requeueInterruptedItems,
  type WorkItemRow,
} from "../../db/repositories/workItems.ts";
import { prepared } from "../../db/statements.ts";
import { onLane, type GenerationPort, type ScoringPort } from "../ports.ts";
import { getStrategy } from "../strategies/index.ts";
import type { PaperForGeneration } from "../strategies/Strategy.ts";
import { loadPaperForGeneration, paperSourceText } from "./loadPaperForGeneration.ts";
import { scoreItemResult, storeScoredQas } from "./processItemResult.ts";
import type { RunProgress } from "./RunProgress.ts";

export interface ExecuteRunOptions {
  /** Scores answers with the perplexity-shift test when given. Defaults to none. */
  scorer?: ScoringPort | null;
  /** Attempts per item before it is marked failed. Defaults to 3. */
  maxAttempts?: number;
  /** dSePer acceptance threshold. Defaults to 0. */
  dsePerThreshold?: number;
  /** Cancels the run: items in flight go back to the queue, the rest are marked cancelled. */
  signal?: AbortSignal;
  /** Pauses the run: no new item starts, items in flight finish, the run is left resumable. */
  pause?: AbortSignal;
  onProgress?: (progress: RunProgress) => void;
  /** Called once the run is marked running, before the first item. Defaults to none. */
  onStarted?: () => void;
}

/**
 * Executes (or resumes) a planned run. Items left "running" by a crash go back to the queue;
 * each lane of the generator takes the next item, preferring the paper it already has in its
 * cache; an item's QAs, scores, verdicts and status are committed in one transaction, so killing
 * the process loses at most the items in flight and a resume never duplicates a QA.
 */
export async function executeRun(db: LibraryDatabase, runId: number, generator: GenerationPort, options: ExecuteRunOptions = {}): Promise<RunProgress> {
  const run = getRun(db, runId);
  if (!run) throw new Error(`There is no run ${runId}.`);
  const strategy = getStrategy(run.strategy);
  // "_engine" records how the model was loaded; it is not a strategy setting.
  const { _engine: _ignored, ...strategySettings } = run.settings;
  const settings = strategy.settingsSchema.parse(strategySettings);
  const maxAttempts = options.maxAttempts ?? 3;
  requeueInterruptedItems(db, runId);
  setRunStatus(db, runId, "running");
  options.onStarted?.();

  const papers = new Map<number, { paper: PaperForGeneration; source: string }>();
  const paperOf = (id: number) => {
    let entry = papers.get(id);
    if (!entry) papers.set(id, (entry = { paper: loadPaperForGeneration(db, id), source: paperSourceText(db, id) }));
    return entry;
  };

  const started = performance.now();
  let generated = 0;
  let itemsDone = 0;
  let lastError: RunProgress["lastError"] = null;
  const progress = (status: RunProgress["status"]): RunProgress => {
    const counts = countWorkItems(db, runId);
    const total = counts.pending + counts.running + counts.done + counts.failed + counts.cancelled;
    const seconds = (performance.now() - started) / 1000;
    const qas = (prepared<[number], { n: number }>(db, `SELECT count(*) AS n FROM qa_items WHERE run_id = ?`).get(runId)?.n) ?? 0;
    const remaining = counts.pending + counts.running;
    return {
      runId,
      status,
      total,
      done: counts.done,
      failed: counts.failed,
      pending: remaining,
      qas,
      tokensPerSecond: seconds > 0 ? generated / seconds : 0,
      etaSeconds: itemsDone > 0 ? (remaining * seconds) / itemsDone : null,
      lastError,
    };
  };

  const runOne = async (item: WorkItemRow, lane: GenerationPort): Promise<void> => {
    const { paper, source } = paperOf(item.paperId);
    const itemKey = item.itemKey.replace(/^paper:\d+\//, "");
    const result = await strategy.execute({ itemKey, kind: item.kind, scope: item.scope }, paper, settings, lane, options.signal);
    const scored = await scoreItemResult(db, runId, paper, source, result, { scorer: options.scorer ?? null, dsePerThreshold: options.dsePerThreshold, signal: options.signal });
    completeWorkItem(db, item.id, { prompt: result.tokens.prompt, generated: result.tokens.generated }, () => {
      storeScoredQas(db, runId, item.id, item.paperId, scored);
      addRunTokens(db, runId, result.tokens);
    });
    generated += result.tokens.generated;
  };

  const stopped = () => options.signal?.aborted || options.pause?.aborted;
  const worker = async (laneIndex: number) => {
    const lane = onLane(generator, laneIndex);
    let lastPaper: number | null = null;
    while (!stopped()) {
      const item = claimNextWorkItem(db, runId, lastPaper);
      if (!item) return;
      lastPaper = item.paperId;
      try {
        await runOne(item, lane);
        itemsDone++;
      } catch (error) {
        if (stopped()) releaseWorkItem(db, item.id);
        else {
          lastError = toErrorInfo(error);
          failWorkItem(db, item.id, lastError, maxAttempts);
        }
      }
      options.onProgress?.(progress("running"));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, generator.lanes) }, (_, i) => worker(i)));

  let status: RunProgress["status"];
  if (options.signal?.aborted) {
    cancelPendingItems(db, runId);
    status = "cancelled";
  } else if (options.pause?.aborted) {
    status = "paused";
  } else {
    const counts = countWorkItems(db, runId);
    status = counts.done === 0 && counts.failed > 0 ? "failed" : "completed";
  }
  setRunStatus(db, runId, status, status === "failed" ? lastError : null);
  const final = progress(status);
  options.onProgress?.(final);
  return final;
}
