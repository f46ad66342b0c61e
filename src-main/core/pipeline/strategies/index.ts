import { ccqgStrategy } from "./ccqg/ccqgStrategy.ts";
import { chemlitStrategy } from "./chemlit/chemlitStrategy.ts";
import { kgqaStrategy } from "./kgqa/kgqaStrategy.ts";
import { retchemStrategy } from "./retchem/retchemStrategy.ts";
import { sciqagStrategy } from "./sciqag/sciqagStrategy.ts";
import { scirgenStrategy } from "./scirgen/scirgenStrategy.ts";
import type { PlannedItem, Strategy } from "./Strategy.ts";
import { IMPORTED_STRATEGY, importedItemLabel } from "../../../contract/qaImport.ts";
import { UnknownStrategyError } from "./UnknownStrategyError.ts";

export { UnknownStrategyError };

/** Every strategy by name. A new method is one more entry here; the runner needs no change. */
export const strategies: Record<string, Strategy> = {
  sciqag: sciqagStrategy,
  chemlit: chemlitStrategy,
  retchem: retchemStrategy,
  scirgen: scirgenStrategy,
  ccqg: ccqgStrategy,
  kgqa: kgqaStrategy,
};

/** An item as people read it, for any run: an imported run's items are the file rows they hold. */
export function itemLabelOf(strategy: string, item: Pick<PlannedItem, "kind" | "scope">): string {
  if (strategy === IMPORTED_STRATEGY.name) return importedItemLabel(item.scope);
  return getStrategy(strategy).itemLabel(item);
}

export function getStrategy(name: string): Strategy {
  const strategy = Object.hasOwn(strategies, name) ? strategies[name] : undefined;
  if (!strategy) throw new UnknownStrategyError(name, Object.keys(strategies).sort());
  return strategy;
}
