import { useCallback, useMemo } from "react";
import type { RunSummary } from "@contract/pipeline.ts";
import { runNames, type NamedRun } from "@contract/runName.ts";
import { useAppEvent } from "./useAppEvent.ts";
import { useAsync } from "./useAsync.ts";
import { useStrategies } from "./useStrategies.ts";
import { listAllRuns } from "./listAllRuns.ts";

/** What a run's name reads while the runs are on their way: a loading mark, not words that say the run is gone. */
export const RUN_NAME_PENDING = "…";

/**
 * The runs' names as contract/runName.ts writes them, with each method under its known name: `name(run.id)`.
 * While the methods' list is on its way a name leaves the method out ("qwen 0.5B · 5 Dec 10:14")
 * rather than show a placeholder in its place; while `runs` is undefined every name reads
 * `RUN_NAME_PENDING`; "a run no longer listed" only once the runs have arrived without it.
 */
export function useRunNames(runs: readonly NamedRun[] | undefined): (runId: number) => string {
  const { label, pending } = useStrategies();
  const names = useMemo(() => runNames(runs ?? [], { label: pending ? () => "" : label }), [runs, label, pending]);
  const loaded = runs !== undefined;
  return useCallback((runId: number) => names.get(runId) ?? (loaded ? "a run no longer listed" : RUN_NAME_PENDING), [names, loaded]);
}

/** `useRunNames` over the runs list the Runs view and the Report load (a run's model is an object there). */
export function useRunSummaryNames(runs: readonly RunSummary[] | undefined): (runId: number) => string {
  return useRunNames(useMemo(() => runs?.map((r) => ({ id: r.id, strategy: r.strategy, model: r.model.name, createdAt: r.createdAt })), [runs]));
}

/** Run names for a view that has only a run's number (a QA's facts, a paper's panels): the runs list, asked again when runs change. */
export function useLibraryRunNames(): (runId: number) => string {
  const runs = useAsync(() => listAllRuns(), []);
  useAppEvent("runs.changed", runs.reload);
  return useRunSummaryNames(runs.data);
}
