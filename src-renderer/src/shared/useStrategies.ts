import { useCallback, useMemo } from "react";
import type { StrategyInfo } from "@contract/strategyInfo.ts";
import { ASKED_STRATEGY } from "@contract/ask.ts";
import { IMPORTED_STRATEGY } from "@contract/qaImport.ts";
import { client } from "../client/index.ts";
import { useAsync } from "./useAsync.ts";

/** The strategies' list is the same for the life of the page: asked once, shared by every view. */
let strategies: Promise<StrategyInfo[]> | undefined;
/** The list once it has arrived, so a view opened later names methods from its first frame. */
let arrived: StrategyInfo[] | undefined;
const loadStrategies = (): Promise<StrategyInfo[]> => {
  strategies ??= client.call("runs.strategies").then(
    (list) => (arrived = list),
    (error: unknown) => {
      strategies = undefined; // asked again next time, e.g. once the server is back
      throw error;
    },
  );
  return strategies;
};

/** What a method's name reads while the list is on its way: a stored key ("sciqag") would flash first. */
const STRATEGY_NAME_PENDING = "…";

/**
 * Strategies as people know them: `label("retchem")` is "RetChemQA", `typeLabel("true-false")`
 * "True or false". Every view that names a
 * strategy (library, runs, review, export) reads it here, so a method has one name on screen.
 * Before the list arrives a method reads `STRATEGY_NAME_PENDING`, never its stored key; the key
 * shows only for a strategy this version does not know, or when the list could not be had.
 * Answers kept from Ask are named as such (contract/ask.ts).
 */
export function useStrategies(): { list: StrategyInfo[] | undefined; error: Error | null; pending: boolean; label(name: string): string; typeLabel(type: string): string } {
  const state = useAsync(loadStrategies, []);
  const list = state.data ?? arrived;
  // Kept answers and imported QAs sit in runs of their own kind, not methods of the registry; they get a name too.
  const labels = useMemo(
    () => new Map([[ASKED_STRATEGY.name, ASKED_STRATEGY.label], [IMPORTED_STRATEGY.name, IMPORTED_STRATEGY.label], ...(list ?? []).map((s) => [s.name, s.label] as [string, string])]),
    [list],
  );
  const waiting = list === undefined && state.error === null;
  const label = useCallback((name: string) => labels.get(name) ?? (waiting ? STRATEGY_NAME_PENDING : name), [labels, waiting]);
  const typeNames = useMemo(() => new Map((list ?? []).flatMap((s) => Object.entries(s.typeNames ?? {}))), [list]);
  const typeLabel = useCallback((type: string) => typeNames.get(type) ?? qaTypeWords(type), [typeNames]);
  return { list, error: state.error, pending: waiting, label, typeLabel };
}

/** A QA type no strategy names, in words: "causal-antecedent" reads "Causal antecedent". */
export function qaTypeWords(type: string): string {
  const words = type.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
