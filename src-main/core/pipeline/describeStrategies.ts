import { z } from "zod";
import type { StrategyInfo } from "../../contract/strategyInfo.ts";
import { methodFilters } from "./filters/methodFilters.ts";
import { strategies } from "./strategies/index.ts";

/**
 * The strategies as the run form shows them. `settings` is the JSON Schema of what a caller may
 * send (zod's "input" side), so every field is optional and carries its default, title and
 * description: the form can be built from it without knowing any strategy.
 */
export function describeStrategies(): StrategyInfo[] {
  return Object.values(strategies).map((strategy) => ({
    name: strategy.name,
    label: strategy.label,
    description: strategy.description,
    summary: strategy.summary,
    ...(strategy.fillsPaperTab ? { fillsPaperTab: strategy.fillsPaperTab } : {}),
    ...(strategy.typeNames ? { typeNames: strategy.typeNames } : {}),
    ...(strategy.differences ? { differences: strategy.differences } : {}),
    promptVersion: strategy.promptVersion,
    settings: z.toJSONSchema(strategy.settingsSchema, { io: "input" }) as Record<string, unknown>,
    filters: methodFilters(strategy),
    tables: strategy.tables,
  }));
}
