import { toErrorInfo } from "../../../contract/errors.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { listCorpusGraphKeys, savePaperGraph } from "../../db/repositories/paperGraphs.ts";
import { savePaperSynthesis } from "../../db/repositories/paperSyntheses.ts";
import { setRunStatus } from "../../db/repositories/runs.ts";
import { addRunTokens, recordRunEngineFact } from "../../db/repositories/runRecords.ts";
import { countWorkItems, type WorkItemRow } from "../../db/repositories/workItems.ts";
import { cancelPendingItems, claimNextWorkItem, releaseWorkItem, requeueInterruptedItems } from "../../db/repositories/workItemQueue.ts";
import { completeWorkItem, failWorkItem } from "../../db/repositories/workItemOutcomes.ts";
import { typicalGeneratedTokens } from "../../db/repositories/workItemReports.ts";
import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../llm/embeddings/WordVectorEmbedder.ts";
import { describeModelFailure, stopsRun } from "../../llm/models/modelFailure.ts";
import { onLane, type GenerationPort } from "../ports.ts";
import { NO_QAS_REASON } from "../strategies/shared/itemReasons.ts";
import type { ExecuteServices } from "../strategies/strategyServices.ts";
import type { ExecuteRunOptions } from "./ExecuteRunOptions.ts";
import { ExecutionPace, type Flight } from "./ExecutionPace.ts";
import { followedLane } from "./followedLane.ts";
import type { LoadedRun } from "./loadRun.ts";
import { isPermanentFailure } from "./permanentErrors.ts";
import { scoreItemResult, storeScoredQas } from "./processItemResult.ts";
import { RunDuplicateIndexes } from "./RunDuplicateIndexes.ts";
import type { RunProgress } from "./RunProgress.ts";

/**
 * One execution of a run, in the steps `executeRun` takes: `begin`, `workEveryLane` (each lane
 * claims and executes items until none is left or the run is stopped), `finishGeneration` (the
 * stage after the items) and `settle` (the final status). It holds what the steps share: the
 * run as read once, its pace, its near-duplicate indexes and what stopped it.
 */
export class RunExecution {
  readonly #runId: number;
  readonly #embedder: TextEmbedder;
  readonly #services: ExecuteServices;
  readonly #pace: ExecutionPace;
  // Each paper's stored QAs are embedded once for the near-duplicate check, not again for each item.
  readonly #duplicates = new RunDuplicateIndexes();
  /** What stopped the run because the model cannot be used; the items left stay in the queue for a resume or a retry on another model. */
  #modelDown: RunProgress["lastError"] = null;

  readonly #db: LibraryDatabase;
  readonly #run: LoadedRun;
  readonly #generator: GenerationPort;
  readonly #options: ExecuteRunOptions;

  constructor(db: LibraryDatabase, run: LoadedRun, generator: GenerationPort, options: ExecuteRunOptions) {
    this.#db = db;
    this.#run = run;
    this.#generator = generator;
    this.#options = options;
    const runId = (this.#runId = run.row.id);
    this.#embedder = options.embedder ?? new WordVectorEmbedder();
    this.#services = {
      embedder: this.#embedder,
      graphs: { corpus: (paperId) => listCorpusGraphKeys(db, paperId), save: (paperId, graph) => savePaperGraph(db, runId, paperId, graph) },
      syntheses: { save: (paperId, conditions) => savePaperSynthesis(db, runId, paperId, conditions) },
    };
    this.#pace = new ExecutionPace(db, runId, options.tokenProgressIntervalMs ?? 250);
  }

  /** Puts the items a crash left "running" back in the queue, records the scorer and marks the run running. */
  begin(): void {
    requeueInterruptedItems(this.#db, this.#runId);
    if (this.#options.scorer) {
      // Which model's probabilities the dSePer scores are, kept with the run (a resume on another scorer overwrites it).
      const scorer = this.#options.scorer.model ?? this.#generator.model;
      recordRunEngineFact(this.#db, this.#runId, "dsePerScorer", scorer.name);
      if (scorer.sha256) recordRunEngineFact(this.#db, this.#runId, "dsePerScorerSha256", scorer.sha256);
    }
    setRunStatus(this.#db, this.#runId, "running");
    this.#options.onStarted?.();
  }

  async workEveryLane(): Promise<void> {
    await Promise.all(Array.from({ length: Math.max(1, this.#generator.lanes) }, (_, i) => this.#workLane(onLane(this.#generator, i))));
  }

  /** The stage after every item (the judge), unless the run was stopped. */
  async finishGeneration(): Promise<void> {
    if (!this.#options.afterGeneration || this.#stopped()) return;
    const stops = [this.#options.signal, this.#options.pause].filter((s): s is AbortSignal => s !== undefined);
    await this.#options.afterGeneration(AbortSignal.any(stops));
  }

  /** Stores the run's final status (cancelling what is left after a cancel) and reports it. */
  settle(): RunProgress {
    let status: RunProgress["status"];
    if (this.#modelDown !== null) status = "failed";
    else if (this.#options.signal?.aborted) {
      cancelPendingItems(this.#db, this.#runId);
      status = "cancelled";
    } else if (this.#options.pause?.aborted) status = "paused";
    else {
      const counts = countWorkItems(this.#db, this.#runId);
      status = counts.done === 0 && counts.failed > 0 ? "failed" : "completed";
    }
    setRunStatus(this.#db, this.#runId, status, status === "failed" ? (this.#modelDown ?? this.#pace.lastError) : null);
    const final = this.#pace.snapshot(status);
    this.#options.onProgress?.(final);
    return final;
  }

  #stopped(): boolean {
    return Boolean(this.#options.signal?.aborted || this.#options.pause?.aborted || this.#modelDown !== null);
  }

  /** Claims items one after another on one lane, preferring the paper it has in its cache, until none is left or the run stops. */
  async #workLane(lane: GenerationPort): Promise<void> {
    let lastPaper: number | null = null;
    while (!this.#stopped()) {
      const item = claimNextWorkItem(this.#db, this.#runId, lastPaper);
      if (!item) return;
      lastPaper = item.paperId;
      try {
        this.#pace.itemDone(await this.#executeItem(item, lane));
      } catch (error) {
        this.#settleItemFailure(item, error);
      }
      this.#options.onProgress?.(this.#pace.snapshot("running"));
    }
  }

  /** Generates an item's QAs, scores them and stores them with the item's status in one transaction; gives the tokens generated. */
  async #executeItem(item: WorkItemRow, lane: GenerationPort): Promise<number> {
    const { strategy, settings } = this.#run;
    const { paper, source, name } = this.#run.papers.of(this.#db, item.paperId);
    const typical = typicalGeneratedTokens(this.#db, this.#runId, strategy.name, item.kind);
    const flight: Flight = { itemId: item.id, paperId: item.paperId, label: strategy.itemLabel(item), paperName: name, expectedTokens: typical, estimated: typical !== null, requests: 0, requestCap: null, finished: 0, current: 0 };
    this.#pace.takeOff(flight);
    try {
      const followed = followedLane(lane, flight, () => this.#pace.reportDue() && this.#options.onProgress?.(this.#pace.snapshot("running")));
      const itemKey = item.itemKey.replace(/^paper:\d+\//, "");
      const result = await strategy.execute({ itemKey, kind: item.kind, scope: item.scope }, paper, settings, followed, this.#options.signal, this.#services);
      const scored = await scoreItemResult(this.#db, this.#runId, paper, source, result, {
        scorer: this.#options.scorer ?? null,
        embedder: this.#embedder,
        itemId: item.id,
        duplicates: this.#duplicates,
        perplexityShiftThreshold: this.#options.perplexityShiftThreshold,
        ...(this.#options.filters ? { filters: this.#options.filters } : {}),
        signal: this.#options.signal,
      });
      const reason = result.reason ?? (result.qas.length === 0 ? NO_QAS_REASON : null);
      const store = () => {
        storeScoredQas(this.#db, this.#runId, item.id, item.paperId, scored);
        addRunTokens(this.#db, this.#runId, result.tokens);
      };
      // False when the paper was removed while its item ran: nothing is stored, and the run goes on.
      completeWorkItem(this.#db, item, { prompt: result.tokens.prompt, generated: result.tokens.generated }, store, reason);
      return result.tokens.generated;
    } finally {
      this.#pace.land(item.id);
    }
  }

  /** An item that threw: back in the queue when the run is stopping (or its model is down), else failed (at once when no retry can pass). */
  #settleItemFailure(item: WorkItemRow, error: unknown): void {
    if (!this.#stopped() && (this.#options.modelFailed ?? stopsRun)(error)) {
      this.#modelDown = this.#pace.lastError = { name: (error as Error).name, message: describeModelFailure(error)?.reason ?? (error as Error).message };
    }
    if (this.#stopped()) releaseWorkItem(this.#db, item);
    else {
      const lastError = (this.#pace.lastError = toErrorInfo(error));
      failWorkItem(this.#db, item, lastError, this.#options.maxAttempts ?? 3, isPermanentFailure(lastError));
    }
  }
}
