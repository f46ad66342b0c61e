import { useMemo } from "react";
import { runNames, type NamedRun } from "@contract/runName.ts";
import { useStrategies } from "./useStrategies.ts";

/** The runs' names as contract/runName.ts writes them, with each method under its known name: `name(run.id)`. */
export function useRunNames(runs: readonly NamedRun[] | undefined): (runId: number) => string {
  const { label } = useStrategies();
  const names = useMemo(() => runNames(runs ?? [], { label }), [runs, label]);
  return (runId: number) => names.get(runId) ?? "a run no longer listed";
}
