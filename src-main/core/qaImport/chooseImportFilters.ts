import { isQaFilterId, PERPLEXITY_SHIFT_FILTER, type QaFilterId } from "../../contract/metricIds.ts";
import { IMPORTED_STRATEGY } from "../../contract/qaImport.ts";
import { QA_FILTERS } from "../pipeline/filters/registry.ts";
import { UnknownFilterError } from "../pipeline/filters/UnknownFilterError.ts";

/** What the QAs carry that a filter needs: evidence in the file, a source text. */
export interface ImportFacts {
  hasEvidence: boolean;
  hasText: boolean;
}

/** Why a filter cannot run on imported QAs, by filter; a filter not listed always can. */
const UNMET: Partial<Record<QaFilterId, (facts: ImportFacts) => string | null>> = {
  "evidence-found": (facts) => (facts.hasEvidence ? null : "the file gives no evidence for its QAs"),
  "numeric-source": (facts) => (facts.hasText ? null : "the QAs have no source text to find their numbers in"),
  [PERPLEXITY_SHIFT_FILTER]: () => "it needs a model that scores answers, and an import runs none",
};

/** Why a filter cannot run on these QAs, or null. */
function unmet(name: string, facts: ImportFacts): string | null {
  return isQaFilterId(name) ? (UNMET[name]?.(facts) ?? null) : null;
}

/** Filters an import can run: those that need nothing only a method's own QAs carry (CCQG's samples and asked length, a table item's rows). */
function importFilterNames(): string[] {
  return QA_FILTERS.filter((f) => !f.onlyWhereListed && !f.comesWith).map((f) => f.name);
}

/** UnknownFilterError for a requested name the registry lacks: checked before the file is read. */
export function checkFilterNames(requested: readonly string[] | undefined): void {
  const known = importFilterNames();
  const unknown = (requested ?? []).filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new UnknownFilterError(unknown, known, IMPORTED_STRATEGY.label);
}

/** The rule filters to run (those requested, else every one) and those that cannot, with why. */
export function chooseImportFilters(requested: readonly string[] | undefined, facts: ImportFacts): { filters: string[]; notRun: { name: string; why: string }[] } {
  checkFilterNames(requested);
  const wanted = importFilterNames().filter((n) => !requested || requested.includes(n));
  const notRun = wanted.flatMap((name) => {
    const why = unmet(name, facts);
    return why ? [{ name, why }] : [];
  });
  return { filters: wanted.filter((n) => !notRun.some((x) => x.name === n)), notRun };
}
