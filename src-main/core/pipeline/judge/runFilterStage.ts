import type { JudgeThresholds } from "../../../contract/judge.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getRun } from "../../db/repositories/runs.ts";
import { recordRunEngineFact } from "../../db/repositories/runRecords.ts";
import { runFiltersFor } from "../filters/runFilters.ts";
import type { GenerationPort } from "../ports.ts";
import type { Strategy } from "../strategies/Strategy.ts";
import { reapplyVerdict } from "./storeJudgement.ts";

/** The run fact that says what the run-level filters did, shown with the run's settings. */
export const RUN_FILTERS_FACT = "runFilters";

/**
 * Runs the run-level filters of the run's strategy with the judge, then gives every QA they
 * scored its overall verdict again (their failing rows count like any filter's). Records on
 * the run what was done, so the run view can say it.
 */
export async function runFilterStage(
  db: LibraryDatabase,
  runId: number,
  judge: GenerationPort,
  options: { scorer: string; judgeName: string; thresholds: JudgeThresholds; strategy?: Strategy; signal?: AbortSignal },
): Promise<void> {
  // The run's own strategy when it carries it (its judge stage), else the one the stored run names (an evaluation).
  const strategy = options.strategy ?? getRun(db, runId)?.strategy;
  if (strategy === undefined) return;
  for (const filter of runFiltersFor(strategy)) {
    const outcome = await filter.run(db, runId, judge, { scorer: options.scorer, ...(options.strategy ? { strategy: options.strategy } : {}), ...(options.signal ? { signal: options.signal } : {}) });
    // Stopped part-way: the scores so far stay, and the resumed run rules on them with the rest.
    if (options.signal?.aborted) return;
    db.transaction(() => {
      for (const id of outcome.qaIds) reapplyVerdict(db, id, options.thresholds);
    })();
    recordRunEngineFact(db, runId, RUN_FILTERS_FACT, `${filter.name}: ${outcome.scored} QAs scored by ${options.judgeName}, ${outcome.failed} below the bar${outcome.unscored > 0 ? `, ${outcome.unscored} the judge could not score` : ""}`);
  }
}

/** Records why a run's strategy's run-level filters will not run: the run has no judge model. */
export function noteRunFiltersWithoutJudge(db: LibraryDatabase, runId: number, strategy: Parameters<typeof runFiltersFor>[0]): void {
  const filters = runFiltersFor(strategy);
  if (filters.length === 0) return;
  recordRunEngineFact(db, runId, RUN_FILTERS_FACT, `${filters.map((f) => f.name).join("; ")}: not run, because the run has no judge model (set one to score them)`);
}
