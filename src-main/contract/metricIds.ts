import type { JudgeCriterion } from "./judge.ts";

/**
 * Every QA filter's id, in the registry's order (core/pipeline/filters/registry.ts): the metric
 * each verdict is stored under, the name a run's `filters` and the CLI's `--filters` give, and
 * the key of its catalog entry (metrics.ts). Stored scores and exported records keep these ids,
 * so they are never renamed; a typo in one no longer compiles.
 */
export const QA_FILTER_IDS = ["context-dependence", "definitional", "numeric-source", "near-duplicate", "evidence-found", "table-answer", "answer-length", "self-consistency", "dseper"] as const;
export type QaFilterId = (typeof QA_FILTER_IDS)[number];

/**
 * The perplexity-shift filter (ScIRGen's dSePer): the run option `perplexityShift` adds or
 * removes it and `perplexityShiftThreshold` is its pass mark (docs/concepts.md).
 */
export const PERPLEXITY_SHIFT_FILTER = "dseper" satisfies QaFilterId;

/** The scores the run-level judge filter writes (RAGAS-style faithfulness and answer relevancy). */
export const RUN_FILTER_METRIC_IDS = ["faithfulness", "answer-relevancy"] as const;
export type RunFilterMetricId = (typeof RUN_FILTER_METRIC_IDS)[number];

/** Every id a QA's score may be stored under by this app: a filter's, the run filter's, a judge criterion's. */
export type QaMetricId = QaFilterId | RunFilterMetricId | JudgeCriterion;

/** Whether a name (a request's, a stored run's) is a QA filter's id. */
export function isQaFilterId(name: string): name is QaFilterId {
  return (QA_FILTER_IDS as readonly string[]).includes(name);
}
