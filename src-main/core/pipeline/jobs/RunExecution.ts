import { toErrorInfo } from "../../../contract/errors.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { listCorpusGraphKeys, savePaperGraph } from "../../db/repositories/paperGraphs.ts";
import { savePaperSynthesis } from "../../db/repositories/paperSyntheses.ts";
import { setRunStatus } from "../../db/repositories/runs.ts";
import { recordRunEngineFact } from "../../db/repositories/runRecords.ts";
import { countWorkItems, type WorkItemRow } from "../../db/repositories/workItems.ts";
import { cancelPendingItems, claimNextWorkItem, releaseWorkItem, requeueInterruptedItems } from "../../db/repositories/workItemQueue.ts";
import { failWorkItem } from "../../db/repositories/workItemOutcomes.ts";
import { WordVectorEmbedder } from "../../llm/embeddings/WordVectorEmbedder.ts";
import { describeModelFailure, stopsRun } from "../../llm/models/modelFailure.ts";
import { onLane, type GenerationPort } from "../ports.ts";
import type { ExecuteServices } from "../strategies/strategyServices.ts";
import type { ExecuteRunOptions } from "./ExecuteRunOptions.ts";
import { ExecutionPace } from "./ExecutionPace.ts";
import { executeWorkItem } from "./executeWorkItem.ts";
import type { LoadedRun } from "./loadRun.ts";
import { isPermanentFailure } from "./permanentErrors.ts";
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
    this.#services = {
      embedder: options.embedder ?? new WordVectorEmbedder(),
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
  #executeItem(item: WorkItemRow, lane: GenerationPort): Promise<number> {
    const report = () => this.#pace.reportDue() && this.#options.onProgress?.(this.#pace.snapshot("running"));
    return executeWorkItem({ db: this.#db, run: this.#run, pace: this.#pace, services: this.#services, duplicates: this.#duplicates, options: this.#options }, item, lane, report);
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
