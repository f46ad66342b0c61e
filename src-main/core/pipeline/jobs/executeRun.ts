import { toErrorInfo } from "../../../contract/errors.ts";
import type { InFlightItem } from "../../../contract/pipeline.ts";
import { inFlightShare } from "../../../contract/runOutcome.ts";
import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../llm/embeddings/WordVectorEmbedder.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getPaper } from "../../db/repositories/papers.ts";
import { listCorpusGraphKeys, savePaperGraph } from "../../db/repositories/paperGraphs.ts";
import { savePaperSynthesis } from "../../db/repositories/paperSyntheses.ts";
import { addRunTokens, getRun, recordRunEngineFact, setRunStatus } from "../../db/repositories/runs.ts";
import {
  cancelPendingItems,
  claimNextWorkItem,
  completeWorkItem,
  countWorkItems,
  failWorkItem,
  releaseWorkItem,
  requeueInterruptedItems,
  typicalGeneratedTokens,
  type WorkItemRow,
} from "../../db/repositories/workItems.ts";
import { RunNotFoundError } from "../errors/RunNotFoundError.ts";
import { onLane, type GenerationPort, type ScoringPort } from "../ports.ts";
import { getStrategy } from "../strategies/index.ts";
import { parseStrategySettings } from "../strategies/parseSettings.ts";
import { NO_QAS_REASON } from "../strategies/shared/itemReasons.ts";
import type { PaperForGeneration, ExecuteServices } from "../strategies/Strategy.ts";
import { loadPaperForGeneration, paperSourceText } from "./loadPaperForGeneration.ts";
import { isPermanentFailure } from "./permanentErrors.ts";
import { describeModelFailure, stopsRun } from "../../llm/models/modelFailure.ts";
import { scoreItemResult, storeScoredQas } from "./processItemResult.ts";
import { RunDuplicateIndexes } from "./RunDuplicateIndexes.ts";
import type { QaFilter } from "../filters/registry.ts";
import { runSnapshot } from "./runSnapshot.ts";
import type { RunProgress } from "./RunProgress.ts";

export interface ExecuteRunOptions {
  /**
   * Scores answers with the perplexity-shift test when given; the run records its model (the
   * generator's when the scorer names none). Defaults to none.
   */
  scorer?: ScoringPort | null;
  /**
   * Compares texts by meaning: for the near-duplicate and self-consistency checks, and lent to
   * strategies that rank by similarity (CCQG); an embedding model's when one is given, else word
   * vectors. The caller disposes of it. Defaults to word vectors.
   */
  embedder?: TextEmbedder;
  /** The rule filters to apply to every item's QAs. Defaults to every registered one (`QA_FILTERS`). */
  filters?: readonly QaFilter<unknown>[];
  /** Attempts per item before it is marked failed. Defaults to 3. */
  maxAttempts?: number;
  /** dSePer acceptance threshold. Defaults to 0. */
  perplexityShiftThreshold?: number;
  /** Cancels the run: items in flight go back to the queue, the rest are marked cancelled. */
  signal?: AbortSignal;
  /** Pauses the run: no new item starts, items in flight finish, the run is left resumable. */
  pause?: AbortSignal;
  onProgress?: (progress: RunProgress) => void;
  /**
   * A stage after every item is done (the judge), before the run's final status; stopped by
   * cancel or pause like the items. Its work must be resumable on its own, since a resumed run
   * with no items left runs it again. Defaults to none.
   */
  afterGeneration?: (signal: AbortSignal) => Promise<unknown>;
  /** Called once the run is marked running, before the first item. Defaults to none. */
  onStarted?: () => void;
  /** Least time between two progress reports while items write their output. Defaults to 250 ms. */
  tokenProgressIntervalMs?: number;
  /**
   * Whether an item's error says the model itself cannot be used (its server is down or refuses
   * the key): the run then stops at once with that reason, the item back in the queue, instead
   * of every item failing the same way. Defaults to stopsRun (a server that answers but fails one request fails that item alone).
   */
  modelFailed?: (error: unknown) => boolean;
}

/** An item generating now: what the live progress says about it. */
interface Flight extends Omit<InFlightItem, "tokens"> {
  /** Tokens of this item's generations that have finished. */
  finished: number;
  /** Tokens so far of the generation under way. */
  current: number;
}

/**
 * Executes (or resumes) a planned run. Items left "running" by a crash go back to the queue;
 * each lane of the generator takes the next item, preferring the paper it already has in its
 * cache; an item's QAs, scores, verdicts, status and (when it yielded none) the strategy's reason
 * are committed in one transaction, so killing the process loses at most the items in flight
 * and a resume never duplicates a QA. A failure that cannot pass on a retry fails its item at
 * once (permanentErrors.ts). While an item writes, progress goes out a few times a second with
 * its tokens so far, so a run of one long item does not sit at 0%.
 */
export async function executeRun(db: LibraryDatabase, runId: number, generator: GenerationPort, options: ExecuteRunOptions = {}): Promise<RunProgress> {
  const run = getRun(db, runId);
  if (!run) throw new RunNotFoundError(runId);
  const strategy = getStrategy(run.strategy);
  const strategySettings = run.settings;
  const settings = parseStrategySettings(strategy, strategySettings);
  const maxAttempts = options.maxAttempts ?? 3;
  const embedder = options.embedder ?? new WordVectorEmbedder();
  const interval = options.tokenProgressIntervalMs ?? 250;
  requeueInterruptedItems(db, runId);
  if (options.scorer) {
    // Which model's probabilities the dSePer scores are, kept with the run (a resume on another scorer overwrites it).
    const scorer = options.scorer.model ?? generator.model;
    recordRunEngineFact(db, runId, "dsePerScorer", scorer.name);
    if (scorer.sha256) recordRunEngineFact(db, runId, "dsePerScorerSha256", scorer.sha256);
  }
  setRunStatus(db, runId, "running");
  options.onStarted?.();

  const papers = new Map<number, { paper: PaperForGeneration; source: string; name: string }>();
  const paperOf = (id: number) => {
    let entry = papers.get(id);
    if (!entry) papers.set(id, (entry = { paper: loadPaperForGeneration(db, id), source: paperSourceText(db, id), name: getPaper(db, id)?.name ?? `Paper ${id}` }));
    return entry;
  };

  const services: ExecuteServices = {
    embedder,
    graphs: { corpus: (paperId) => listCorpusGraphKeys(db, paperId), save: (paperId, graph) => savePaperGraph(db, runId, paperId, graph) },
    syntheses: { save: (paperId, conditions) => savePaperSynthesis(db, runId, paperId, conditions) },
  };

  const started = performance.now();
  let generated = 0;
  let itemsDone = 0;
  let lastError: RunProgress["lastError"] = null;
  const flights = new Map<number, Flight>();
  const progress = (status: RunProgress["status"]): RunProgress => {
    const seconds = (performance.now() - started) / 1000;
    const remaining = countWorkItems(db, runId);
    const left = remaining.pending + remaining.running;
    const inFlight: InFlightItem[] = status === "running" ? [...flights.values()].map(({ finished, current, ...f }) => ({ ...f, tokens: finished + current })) : [];
    const partial = inFlight.reduce((sum, f) => sum + inFlightShare(f), 0);
    const streaming = inFlight.reduce((sum, f) => sum + f.tokens, 0);
    // Work done in this execution, in items: whole ones plus the share of those in flight. Until
    // an item has finished or a twentieth of one is written, the pace is too uncertain for an ETA
    // (the first tokens come after the whole prompt was read).
    const units = itemsDone > 0 || partial >= 0.05 ? itemsDone + partial : 0;
    return runSnapshot(db, runId, status, {
      lastError,
      inFlight,
      tokensPerSecond: seconds > 0 ? (generated + streaming) / seconds : 0,
      etaSeconds: left === 0 ? 0 : units > 0 ? ((left - partial) * seconds) / units : null,
    });
  };

  let lastTick = 0;
  const tick = () => {
    const now = performance.now();
    if (now - lastTick < interval) return;
    lastTick = now;
    options.onProgress?.(progress("running"));
  };

  /** The lane, with every request's output followed into the item's flight. */
  const followed = (lane: GenerationPort, flight: Flight): GenerationPort => ({
    async generate(request) {
      const cap = request.maxTokens ?? 1024;
      if (!flight.estimated) flight.expectedTokens = flight.finished + cap;
      // The cap is this request's: an item that asks several times is never capped as a whole.
      flight.requests = (flight.requests ?? 0) + 1;
      flight.requestCap = cap;
      flight.current = 0;
      const result = await lane.generate({
        ...request,
        onTokens: (n) => {
          flight.current = n;
          request.onTokens?.(n);
          tick();
        },
      });
      flight.finished += result.tokens.generated;
      flight.current = 0;
      return result as never;
    },
    countTokens: (text) => lane.countTokens(text),
    get contextSize() {
      return lane.contextSize;
    },
    get model() {
      return lane.model;
    },
    lanes: 1,
  });

  // Each paper's stored QAs are embedded once for the near-duplicate check, not again for each item.
  const duplicates = new RunDuplicateIndexes();
  const runOne = async (item: WorkItemRow, lane: GenerationPort): Promise<void> => {
    const { paper, source, name } = paperOf(item.paperId);
    const itemKey = item.itemKey.replace(/^paper:\d+\//, "");
    const typical = typicalGeneratedTokens(db, runId, run.strategy, item.kind);
    const flight: Flight = {
      itemId: item.id,
      paperId: item.paperId,
      label: strategy.itemLabel(item),
      paperName: name,
      expectedTokens: typical,
      estimated: typical !== null,
      requests: 0,
      requestCap: null,
      finished: 0,
      current: 0,
    };
    flights.set(item.id, flight);
    try {
      const result = await strategy.execute({ itemKey, kind: item.kind, scope: item.scope }, paper, settings, followed(lane, flight), options.signal, services);
      const scored = await scoreItemResult(db, runId, paper, source, result, {
        scorer: options.scorer ?? null,
        embedder,
        itemId: item.id,
        duplicates,
        perplexityShiftThreshold: options.perplexityShiftThreshold,
        ...(options.filters ? { filters: options.filters } : {}),
        signal: options.signal,
      });
      const reason = result.reason ?? (result.qas.length === 0 ? NO_QAS_REASON : null);
      completeWorkItem(
        db,
        item.id,
        { prompt: result.tokens.prompt, generated: result.tokens.generated },
        () => {
          storeScoredQas(db, runId, item.id, item.paperId, scored);
          addRunTokens(db, runId, result.tokens);
        },
        reason,
      );
      generated += result.tokens.generated;
    } finally {
      flights.delete(item.id);
    }
  };

  const modelFailed = options.modelFailed ?? stopsRun;
  /** What stopped the run because the model cannot be used; the items left stay in the queue for a resume or a retry on another model. */
  let modelDown: RunProgress["lastError"] = null;
  const stopped = () => options.signal?.aborted || options.pause?.aborted || modelDown !== null;
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
        if (!stopped() && modelFailed(error)) {
          modelDown = lastError = { name: (error as Error).name, message: describeModelFailure(error)?.reason ?? (error as Error).message };
        }
        if (stopped()) releaseWorkItem(db, item.id);
        else {
          lastError = toErrorInfo(error);
          failWorkItem(db, item.id, lastError, maxAttempts, isPermanentFailure(lastError));
        }
      }
      options.onProgress?.(progress("running"));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, generator.lanes) }, (_, i) => worker(i)));
  if (options.afterGeneration && !stopped()) {
    const stops = [options.signal, options.pause].filter((s): s is AbortSignal => s !== undefined);
    await options.afterGeneration(AbortSignal.any(stops));
  }

  let status: RunProgress["status"];
  if (modelDown !== null) {
    status = "failed";
  } else if (options.signal?.aborted) {
    cancelPendingItems(db, runId);
    status = "cancelled";
  } else if (options.pause?.aborted) {
    status = "paused";
  } else {
    const counts = countWorkItems(db, runId);
    status = counts.done === 0 && counts.failed > 0 ? "failed" : "completed";
  }
  setRunStatus(db, runId, status, status === "failed" ? (modelDown ?? lastError) : null);
  const final = progress(status);
  options.onProgress?.(final);
  return final;
}
