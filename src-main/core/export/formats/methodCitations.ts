import { strategies } from "../../pipeline/strategies/index.ts";
import type { MethodCitation } from "../../pipeline/strategies/Strategy.ts";

/**
 * The papers the registered strategies follow, each once (methods of one paper share its entry),
 * in the registry's order: those of `used` when any of them is registered, else every one. Each
 * strategy declares its citation in its own folder, so a new method is cited without a change here.
 */
export function methodCitations(used: ReadonlySet<string>): MethodCitation[] {
  const all = Object.values(strategies);
  const cited = all.some((s) => used.has(s.name)) ? all.filter((s) => used.has(s.name)) : all;
  return [...new Map(cited.map((s) => [s.citation.key, s.citation])).values()];
}
