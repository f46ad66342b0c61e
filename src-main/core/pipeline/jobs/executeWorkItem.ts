import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { addRunTokens } from "../../db/repositories/runRecords.ts";
import type { WorkItemRow } from "../../db/repositories/workItems.ts";
import { completeWorkItem } from "../../db/repositories/workItemOutcomes.ts";
import { typicalGeneratedTokens } from "../../db/repositories/workItemReports.ts";
import type { GenerationPort } from "../ports.ts";
import { NO_QAS_REASON } from "../strategies/shared/itemReasons.ts";
import type { ExecuteServices } from "../strategies/strategyServices.ts";
import type { ExecuteRunOptions } from "./ExecuteRunOptions.ts";
import type { ExecutionPace, Flight } from "./ExecutionPace.ts";
import { followedLane } from "./followedLane.ts";
import type { LoadedRun } from "./loadRun.ts";
import { scoreItemResult, storeScoredQas } from "./processItemResult.ts";
import type { RunDuplicateIndexes } from "./RunDuplicateIndexes.ts";

/** What one item's execution reads of its run (RunExecution holds it for every lane). */
export interface ItemContext {
  db: LibraryDatabase;
  run: LoadedRun;
  pace: ExecutionPace;
  services: ExecuteServices;
  duplicates: RunDuplicateIndexes;
  options: ExecuteRunOptions;
}

/**
 * Generates an item's QAs, scores them and stores them with the item's status in one
 * transaction; gives the tokens generated. `report` is called as tokens stream in, for the run's
 * progress. Apart from RunExecution so the run's lanes and final status read alone.
 */
export async function executeWorkItem({ db, run, pace, services, duplicates, options }: ItemContext, item: WorkItemRow, lane: GenerationPort, report: () => void): Promise<number> {
  const runId = run.row.id;
  const { strategy, settings } = run;
  const { paper, source, name } = run.papers.of(db, item.paperId);
  const typical = typicalGeneratedTokens(db, runId, strategy.name, item.kind);
  const flight: Flight = { itemId: item.id, paperId: item.paperId, label: strategy.itemLabel(item), paperName: name, expectedTokens: typical, estimated: typical !== null, requests: 0, requestCap: null, finished: 0, current: 0 };
  pace.takeOff(flight);
  try {
    const followed = followedLane(lane, flight, report);
    const itemKey = item.itemKey.replace(/^paper:\d+\//, "");
    const result = await strategy.execute({ itemKey, kind: item.kind, scope: item.scope }, paper, settings, followed, options.signal, services);
    const scored = await scoreItemResult(db, runId, paper, source, result, {
      scorer: options.scorer ?? null,
      embedder: services.embedder,
      itemId: item.id,
      duplicates,
      perplexityShiftThreshold: options.perplexityShiftThreshold,
      ...(options.filters ? { filters: options.filters } : {}),
      signal: options.signal,
    });
    const reason = result.reason ?? (result.qas.length === 0 ? NO_QAS_REASON : null);
    const store = () => {
      storeScoredQas(db, runId, item.id, item.paperId, scored);
      addRunTokens(db, runId, result.tokens);
    };
    // False when the paper was removed while its item ran: nothing is stored, and the run goes on.
    completeWorkItem(db, item, { prompt: result.tokens.prompt, generated: result.tokens.generated }, store, reason);
    return result.tokens.generated;
  } finally {
    pace.land(item.id);
  }
}
