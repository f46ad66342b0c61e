import { PERPLEXITY_SHIFT_FILTER } from "../../../contract/metricIds.ts";
import { metricInfo } from "../../../contract/metricCatalog.ts";
import type { MethodFilter } from "../../../contract/methodFilters.ts";
import type { Strategy, StrategyFilter } from "../strategies/Strategy.ts";
import { QA_FILTERS, type QaFilter } from "./registry.ts";
import { runFiltersFor } from "./runFilters.ts";
import { UnknownFilterError } from "./UnknownFilterError.ts";

/** The QA filters a person can choose for a strategy's QAs: every one, but those only for the methods that list them and those an option brings. */
function applicable(strategy: Pick<Strategy, "filters">): QaFilter<unknown>[] {
  return QA_FILTERS.filter((f) => !f.comesWith && (!f.onlyWhereListed || strategy.filters.some((own) => own.name === f.name)));
}

/**
 * A method's filters as its card lists them, read from the registries: first those its runs apply
 * by default (the strategy's `filters`, with why), then the others it may turn on (off), then the
 * run-level filters its paper has, which run when the run has a judge model.
 */
export function methodFilters(strategy: Pick<Strategy, "name" | "label" | "filters" | "runFilters">): MethodFilter[] {
  const on = new Map<string, StrategyFilter>(strategy.filters.map((f) => [f.name, f]));
  const needs = (f: QaFilter<unknown>) => (f.needs.includes("scorer") ? ("scorer" as const) : null);
  const chosen = applicable(strategy).filter((f) => on.has(f.name));
  const offered = applicable(strategy).filter((f) => !on.has(f.name));
  return [
    ...chosen.map((f) => ({ name: f.name, on: true, source: on.get(f.name)!.source, why: on.get(f.name)!.why, needs: needs(f), choosable: true })),
    ...offered.map((f) => ({
      name: f.name,
      on: false,
      source: "extra" as const,
      why: `Not a filter of ${strategy.label}'s paper; on, it checks: ${metricInfo(f.name).checks}`,
      needs: needs(f),
      choosable: true,
    })),
    ...runFiltersFor(strategy).flatMap((f) =>
      f.metrics.map((metric) => ({ name: metric, on: true, source: "paper" as const, why: `${f.name}: runs over the whole run when it has a judge model.`, needs: "judge" as const, choosable: false })),
    ),
  ];
}

/**
 * The QA filters a run applies, in the registry's order: the names asked for, else the method's
 * own. `perplexityShift` (the older run option) adds or removes dSePer when given. Names the
 * method cannot run are refused (UnknownFilterError). The run's settings add the filters their
 * options bring (`comesWith`): "Questions from tables" its answers' check, whatever was asked.
 */
export function runFilterNames(strategy: Pick<Strategy, "name" | "label" | "filters">, requested?: readonly string[], perplexityShift?: boolean, settings?: Readonly<Record<string, unknown>>): string[] {
  const known = applicable(strategy).map((f) => f.name);
  const unknown = (requested ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UnknownFilterError(unknown, known, strategy.label);
  const names = new Set<string>(requested ?? strategy.filters.map((f) => f.name));
  if (perplexityShift === true) names.add(PERPLEXITY_SHIFT_FILTER);
  if (perplexityShift === false) names.delete(PERPLEXITY_SHIFT_FILTER);
  for (const f of QA_FILTERS) if (f.comesWith && settings?.[f.comesWith] === true) names.add(f.name);
  return QA_FILTERS.filter((f) => known.includes(f.name) || f.comesWith).map((f) => f.name).filter((name) => names.has(name));
}

/** The registered filters by name, in the registry's order; a run stored before filters were chosen (no list) gets them all. */
export function filtersNamed(names: readonly string[] | undefined): QaFilter<unknown>[] {
  return names ? QA_FILTERS.filter((f) => names.includes(f.name)) : [...QA_FILTERS];
}
