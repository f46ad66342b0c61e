import { useCallback, useMemo } from "react";
import type { StrategyInfo } from "../../../src-main/contract/pipeline.ts";
import { IMPORTED_STRATEGY } from "../../../src-main/contract/qaImport.ts";
import { client } from "../client/index.ts";
import { useAsync } from "./useAsync.ts";

/** The strategies' list is the same for the life of the page: asked once, shared by every view. */
let strategies: Promise<StrategyInfo[]> | undefined;
const loadStrategies = (): Promise<StrategyInfo[]> => {
  strategies ??= client.call("pipeline.strategies").catch((error: unknown) => {
    strategies = undefined; // asked again next time, e.g. once the server is back
    throw error;
  });
  return strategies;
};

/**
 * Strategies as people know them: `label("retchem")` is "RetChemQA". Every view that names a
 * strategy (library, runs, review, export) reads it here, so a method has one name on screen;
 * before the list arrives, or for a strategy this version does not know, the stored key shows.
 */
export function useStrategies(): { list: StrategyInfo[] | undefined; error: Error | null; label(name: string): string } {
  const state = useAsync(loadStrategies, []);
  // Imported runs are not a method of the registry, but they have a name on screen too.
  const labels = useMemo(() => new Map([[IMPORTED_STRATEGY.name, IMPORTED_STRATEGY.label], ...(state.data ?? []).map((s) => [s.name, s.label] as [string, string])]), [state.data]);
  const label = useCallback((name: string) => labels.get(name) ?? name, [labels]);
  return { list: state.data, error: state.error, label };
}
