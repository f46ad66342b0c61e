import { useMemo } from "react";
import type { RunSummary } from "@contract/pipeline.ts";
import { runNames, type NamedRun } from "@contract/runName.ts";
import { useStrategies } from "./useStrategies.ts";

/** The runs' names as contract/runName.ts writes them, with each method under its known name: `name(run.id)`. */
export function useRunNames(runs: readonly NamedRun[] | undefined): (runId: number) => string {
  const { label } = useStrategies();
  const names = useMemo(() => runNames(runs ?? [], { label }), [runs, label]);
  return (runId: number) => names.get(runId) ?? "a run no longer listed";
}

/** `useRunNames` over the runs list the Runs view and the Report load (a run's model is an object there). */
export function useRunSummaryNames(runs: readonly RunSummary[] | undefined): (runId: number) => string {
  return useRunNames(useMemo(() => runs?.map((r) => ({ id: r.id, strategy: r.strategy, model: r.model.name, createdAt: r.createdAt })), [runs]));
}
