import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { GenerationPort } from "../ports.ts";
import { strategies } from "../strategies/index.ts";
import type { Strategy } from "../strategies/Strategy.ts";
import { ANSWER_RELEVANCY, FAITHFULNESS, faithfulnessRelevancy, type RunFilterOutcome } from "./faithfulnessRelevancy.ts";
import type { FilterNeed } from "./registry.ts";

/**
 * A filter that rules on a run's QAs together once generation is over, because its bar depends on
 * the whole set (ChemLit-QA's mean − 0.5 sd) and it needs the run's judge model. It runs in the
 * judge stage (judge/runFilterStage.ts) for the strategies that name it (`Strategy.runFilters`),
 * and only when the run has a judge; without one the run records that it did not run.
 */
/** How a run-level filter is run. */
export interface RunFilterOptions {
  /** The scorer its score rows are stored under. */
  scorer: string;
  /** The run's strategy, when the run carries it. Defaults to the one its stored run names. */
  strategy?: Pick<Strategy, "contextTexts">;
  signal?: AbortSignal;
}

export interface RunFilter {
  /** How a strategy names it in its `runFilters`. */
  id: string;
  /** What the run view says was or was not done. */
  name: string;
  /** The metrics it stores, one score row each per QA. */
  metrics: readonly string[];
  needs: readonly FilterNeed[];
  run(db: LibraryDatabase, runId: number, judge: GenerationPort, options: RunFilterOptions): Promise<RunFilterOutcome & { qaIds: number[] }>;
}

/** Every run-level filter, in the order the judge stage runs them. */
export const RUN_FILTERS: readonly RunFilter[] = [
  {
    id: "faithfulness-relevancy",
    name: "Faithfulness and relevancy (below the run's mean − 0.5 sd fails)",
    metrics: [FAITHFULNESS, ANSWER_RELEVANCY],
    needs: ["question", "answer", "paper text", "judge", "whole run"],
    run: (db, runId, judge, options) => faithfulnessRelevancy(db, runId, judge, options),
  },
];

/**
 * The run-level filters a strategy's runs get: those it names, in the registry's order. By the
 * strategy's name, or the strategy when the caller has it (a run carries its own); none for a
 * name not registered (an imported run).
 */
export function runFiltersFor(strategy: string | Pick<Strategy, "runFilters">): RunFilter[] {
  const own = typeof strategy === "string" ? (Object.hasOwn(strategies, strategy) ? strategies[strategy] : undefined) : strategy;
  const named = own?.runFilters ?? [];
  return RUN_FILTERS.filter((f) => named.includes(f.id));
}
